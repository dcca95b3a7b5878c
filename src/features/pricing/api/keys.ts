export const pricingKeys = {
  all: ['pricing'] as const,
  activePlans: () => [...pricingKeys.all, 'active-plans'] as const,
};
