import type { Spool } from '@/domain/spool-record';
import { matchShortCode, scanMessages, type ScannedSpool, type ShortCodeMatch } from '@/domain/spool-scan';
import { spoolQuery } from './spool-ledger';
import { spoolsByShortCodeQuery } from './spools';
import type { QueryClient } from '@tanstack/react-query';

/** Looks up a scanned or typed spool: by id, or by short code. A failed read throws. */
export type FindSpool = (scanned: ScannedSpool) => Promise<ShortCodeMatch<Spool>>;

/**
 * The user's spool a label names (issue 16, the scan dialog's lookup): its id (the QR's link) is
 * read directly, a short code by the repository's prefix lookup (one read of at most two spools).
 */
export async function findSpool(
  queryClient: QueryClient,
  uid: string,
  scanned: ScannedSpool,
): Promise<ShortCodeMatch<Spool>> {
  if (scanned.kind === 'id') {
    const spool = await queryClient.fetchQuery(spoolQuery(uid, scanned.id));
    return spool ? { ok: true, spool } : { ok: false, message: scanMessages.noSpool };
  }
  const found = await queryClient.fetchQuery(spoolsByShortCodeQuery(uid, scanned.code));
  return matchShortCode(scanned.code, found);
}
