export const adminPlanKeys = {
  all: ['admin', 'plans'] as const,
  list: () => [...adminPlanKeys.all, 'list'] as const,
  userCounts: (planIds: readonly string[]) => [...adminPlanKeys.all, 'user-counts', ...planIds] as const,
};
