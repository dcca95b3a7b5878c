export const profileKeys = {
  all: ['profile-settings'] as const,
  plans: () => [...profileKeys.all, 'plans'] as const,
};
