export const projectKeys = {
  all: ['projects'] as const,
  list: (userId: string) => [...projectKeys.all, 'list', userId] as const,
  detail: (userId: string, id: string) => [...projectKeys.all, 'detail', userId, id] as const,
  /** The user's printers as the project form offers them (name, model, cost per hour). */
  printerOptions: (userId: string) => [...projectKeys.all, 'printer-options', userId] as const,
  /** The user's spool prices, for the material cost per kg. */
  spoolPrices: (userId: string) => [...projectKeys.all, 'spool-prices', userId] as const,
};
