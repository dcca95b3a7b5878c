export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: () => [...adminUserKeys.all, 'list'] as const,
  plans: () => [...adminUserKeys.all, 'plans'] as const,
};
