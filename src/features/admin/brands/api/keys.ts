export const adminBrandKeys = {
  all: ['admin', 'filament-brands'] as const,
  list: () => [...adminBrandKeys.all, 'list'] as const,
};
