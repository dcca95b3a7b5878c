// Kept free of zod so the app shell can ask "is this an admin?" without loading schemas.
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const isAdmin = (profile: { role: Role } | null | undefined) => profile?.role === 'admin';
