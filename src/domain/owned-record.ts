import * as z from 'zod/mini';

/**
 * The fields every user-owned document carries beside its own (SPEC §3): its id, the owner and
 * the timestamps the repository sets. Spread into a stored record's schema.
 */
export const ownedRecordFields = {
  id: z.string(),
  userId: z.string(),
  createdAt: z.catch(z.nullable(z.date()), null),
  updatedAt: z.catch(z.nullable(z.date()), null),
};
