// Calendar dates ('YYYY-MM-DD', as <input type="date"> gives them and the rules check them),
// in one place: the pattern, calendar validity, today, and how a date is shown.

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The year, month and day of a real calendar date ('2025-02-30' and '2025-13-01' are not), or null. */
export function isoDateParts(text: string): [year: number, month: number, day: number] | null {
  if (!ISO_DATE_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? [year, month, day] : null;
}

/** Whether the text is 'YYYY-MM-DD' and names a day that exists. */
export const isIsoDate = (text: string): boolean => isoDateParts(text) !== null;

/** A Date's calendar day in the local time zone, as 'YYYY-MM-DD'. */
export function isoDateOf(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the user's local time zone, as the date input wants it. */
export const todayIsoDate = (now: Date = new Date()): string => isoDateOf(now);

/** Local midnight at the start of the day, or null when the text is not a real day. */
export function startOfIsoDate(text: string): Date | null {
  const parts = isoDateParts(text);
  return parts ? new Date(parts[0], parts[1] - 1, parts[2]) : null;
}

/** '2025-03-01' → 'Mar 1, 2025' (a calendar date: no time-zone shift); '—' for no date. */
export function formatIsoDate(text: string | null | undefined, locale = 'en-US'): string {
  const start = text ? startOfIsoDate(text) : null;
  if (!start) return text || '—';
  return start.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}
