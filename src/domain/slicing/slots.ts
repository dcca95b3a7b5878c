/** Filament slots one job keeps (4 AMS units of 4); firestore.rules holds the same bound. */
export const MAX_FILAMENT_SLOTS = 16;
