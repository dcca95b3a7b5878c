// The ids of imported spools, apart from the Spoolman parser so the import repository (a lazy
// chunk every page's preload map names) does not depend on the parser's modules.
import { derivedId } from '../backup-ids';

/**
 * The id of the spool imported from Spoolman's spool `sourceId` into `uid`'s inventory: the same
 * for every import of that spool, so a second import of the same export finds what the first
 * wrote (and another user's import of the same ids never collides). It begins with 'r' and 32 hex
 * digits, as derivedId's do.
 */
export const importedSpoolId = (uid: string, sourceId: string): string =>
  derivedId(uid, `import/spoolman/spools/${sourceId}`);
