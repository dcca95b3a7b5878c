// Money display: amounts are plain numbers in the user's currency, formatted with Intl.NumberFormat.
// Visitors and users without a currency see USD and '$' (SPEC §9).

export const FALLBACK_CURRENCY = 'USD';
export const FALLBACK_LOCALE = 'en-US';

/** Shown for an amount that does not exist (e.g. the price of a 100 % margin). */
export const NO_AMOUNT = '—';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'negative' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An ISO 4217 code as Intl accepts it, or USD when the stored value is empty or not a currency code. */
export function normaliseCurrency(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return FALLBACK_CURRENCY;
  try {
    formatterFor(code, FALLBACK_LOCALE);
    return code;
  } catch {
    return FALLBACK_CURRENCY;
  }
}

/**
 * '$1,234.50' for (1234.5, 'USD'). A missing or non-finite amount shows as '—'; an unknown currency falls
 * back to USD rather than throwing. An amount that rounds to zero shows no minus sign.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency?: string | null,
  locale: string = FALLBACK_LOCALE,
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_AMOUNT;
  const code = normaliseCurrency(currency);
  let formatter: Intl.NumberFormat;
  try {
    formatter = formatterFor(code, locale);
  } catch {
    formatter = formatterFor(code, FALLBACK_LOCALE);
  }
  return formatter.format(amount);
}

/** The currency's symbol as shown beside inputs: '$' for USD in en-US. */
export function currencySymbol(currency?: string | null, locale: string = FALLBACK_LOCALE): string {
  const code = normaliseCurrency(currency);
  const part = formatterFor(code, locale)
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? code;
}

const wholeDollarFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A plan price as the pricing cards show it (SPEC §2: '$price/month'): whole amounts without cents
 * ('$25'), others to the cent ('$4.99'). Plan prices are in USD.
 */
export function formatPlanPrice(amount: number, currency: string = FALLBACK_CURRENCY): string {
  if (!Number.isFinite(amount)) return NO_AMOUNT;
  if (!Number.isInteger(amount)) return formatMoney(amount, currency);
  const code = normaliseCurrency(currency);
  let formatter = wholeDollarFormatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(FALLBACK_LOCALE, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeDollarFormatters.set(code, formatter);
  }
  return formatter.format(amount);
}
