// The currencies a user's invoices are in. A sum of totals only means something within one
// currency, so the invoice list's summary and Analytics' "outstanding now" sum each currency apart;
// Firestore has no "distinct", so the currencies are found by skipping: each read asks for one
// invoice in a currency not found yet. Shared by the invoices and analytics repositories (small, so
// neither page's chunk grows by the other's repository).
import {
  collection,
  getDocsFromServer,
  limit,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { requireUid } from './owned-records';

const INVOICES = 'invoices';

/** Firestore's `not-in` takes at most 10 values: more currencies than this are not looked for. */
export const MAX_INVOICE_CURRENCIES = 10;

/**
 * The currencies of the user's invoices (quotes left out) that `filters` match: `first` first (the
 * user's own currency, always there even with no invoice in it), then each other one found. One
 * read per currency found, plus one that finds no more (a single-currency user pays one read).
 * Read from the server: a partial offline cache would hide a currency.
 */
export async function invoiceCurrencies(
  db: Firestore,
  userId: string,
  first: string,
  filters: QueryConstraint[] = [],
): Promise<string[]> {
  const uid = requireUid(userId);
  const found = [first];
  while (found.length < MAX_INVOICE_CURRENCIES) {
    const snapshot = await getDocsFromServer(
      query(
        collection(db, INVOICES),
        where('userId', '==', uid),
        where('kind', '==', 'invoice'),
        ...filters,
        where('currency', 'not-in', found),
        limit(1),
      ),
    );
    const currency: unknown = snapshot.docs[0]?.get('currency');
    if (typeof currency !== 'string' || found.includes(currency)) break;
    found.push(currency);
  }
  return found;
}
