// Query keys of the spools feature (spools and the shared catalogue it searches), spelled once.
export const spoolKeys = {
  all: ['spools'] as const,
  list: (uid: string) => [...spoolKeys.all, 'list', uid] as const,
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  brands: () => [...catalogueKeys.all, 'brands'] as const,
  allFilaments: () => [...catalogueKeys.all, 'filaments', 'all'] as const,
  filamentsOfBrand: (brand: string) => [...catalogueKeys.all, 'filaments', 'brand', brand] as const,
};
