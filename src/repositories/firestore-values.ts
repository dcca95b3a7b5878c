import { Timestamp } from '@/firebase/firestore';

/** Turns stored Timestamps into Dates (recursively) so zod schemas see plain values. */
export function fromStored(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromStored);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fromStored(entry)]));
  }
  return value;
}

/** Drops undefined fields (Firestore refuses them; SPEC §7 drops them before update). */
export function withoutUndefined<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
