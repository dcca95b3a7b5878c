import { spoolFormSchema, type SpoolFormValues } from '@/domain/spool-form';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import type { Firestore } from '@/firebase/firestore';
import { ownedCollection, storedParser } from './owned-records';

export const SPOOLS = 'spools';

const parseSpool = storedParser<Spool>(spoolSchema);

export function createSpoolsRepository(db: Firestore) {
  const spools = ownedCollection(db, SPOOLS, parseSpool);
  return {
    /** The user's spools, by name. */
    async list(uid: string): Promise<Spool[]> {
      return (await spools.listAll(uid)).sort((a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }),
      );
    },
    /** Validates with the form's schema (defaults of §3 filled in) and stores a new spool. */
    create: async (uid: string, values: SpoolFormValues) => spools.add(uid, spoolFormSchema.parse(values)),
    update: async (uid: string, id: string, values: SpoolFormValues) =>
      spools.update(uid, id, spoolFormSchema.parse(values)),
    delete: spools.remove,
  };
}
export type SpoolsRepository = ReturnType<typeof createSpoolsRepository>;
