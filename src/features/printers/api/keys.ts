export const printerKeys = {
  all: ['printers'] as const,
  list: (userId: string) => [...printerKeys.all, 'list', userId] as const,
  detail: (userId: string, id: string) => [...printerKeys.all, 'detail', userId, id] as const,
  plan: (planId: string) => [...printerKeys.all, 'plan', planId] as const,
};
