// How long each collection's reads are fresh: within this time, moving between pages reads
// nothing again. Writes invalidate their collection's key family, so a user never sees their
// own change late; what can change behind the user's back (another device, an admin) shows
// within this time.
export const STALE_TIME = {
  /** The signed-in user's own document: role, plan, rates, counters. */
  profile: 60_000,
  /** Plans change only when an admin edits them. */
  plans: 5 * 60_000,
  printers: 60_000,
  spools: 30_000,
  materials: 5 * 60_000,
  projects: 30_000,
  /** Runs change on the workshop floor, often from another tablet. */
  runs: 15_000,
  /** Tasks and the log change when someone does maintenance, a few times a week. */
  maintenance: 60_000,
  /** The shared catalogue changes only on an admin import or edit. */
  catalogue: Infinity,
  /** Admin screens show what others are changing: fresh on each visit. */
  admin: 0,
} as const;
