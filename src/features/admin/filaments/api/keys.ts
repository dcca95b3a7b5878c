export const adminFilamentKeys = {
  all: ['admin', 'filaments'] as const,
  pages: () => [...adminFilamentKeys.all, 'pages'] as const,
  count: () => [...adminFilamentKeys.all, 'count'] as const,
};
