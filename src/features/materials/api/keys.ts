// Query keys of the materials feature, spelled once.
export const materialKeys = {
  all: ['materials'] as const,
  list: (uid: string) => [...materialKeys.all, 'list', uid] as const,
  publicList: () => [...materialKeys.all, 'public-list'] as const,
};
