// Every route path of the app (SPEC §2). Links and the router read them from here.
import type { LabelLayout } from '@/domain/spool-label';

export const paths = {
  home: '/',
  pricing: '/pricing',
  calculator: '/calculator',
  register: '/register',
  login: '/login',
  resetPassword: '/reset-password',
  profile: '/profile',
  dashboard: {
    root: '/dashboard',
    materials: '/dashboard/materials',
    spoolImport: '/dashboard/materials/import',
    spool: (id: string) => `/dashboard/materials/${encodeURIComponent(id)}`,
    workshop: '/dashboard/workshop',
    filaments: '/dashboard/filaments',
    projects: '/dashboard/projects',
    project: (id: string) => `/dashboard/projects/${encodeURIComponent(id)}`,
    printers: '/dashboard/printers',
    printer: (id: string) => `/dashboard/printers/${encodeURIComponent(id)}`,
    maintenance: '/dashboard/maintenance',
    invoices: '/dashboard/invoices',
    analytics: '/dashboard/analytics',
    data: '/dashboard/data',
    /** A new quote or invoice, from scratch or from one of the user's projects. */
    newInvoice: (
      kind: 'quote' | 'invoice',
      project?: { id: string; basis: 'estimate' | 'actual'; marginPercent: number } | null,
    ) => {
      const query = new URLSearchParams({ kind });
      if (project) {
        query.set('project', project.id);
        query.set('basis', project.basis);
        query.set('margin', String(project.marginPercent));
      }
      return `/dashboard/invoices/new?${query.toString()}`;
    },
    invoice: (id: string) => `/dashboard/invoices/${encodeURIComponent(id)}`,
    invoicePrint: (id: string) => `/dashboard/invoices/${encodeURIComponent(id)}/print`,
    /** The print view of these spools' labels, in a layout (src/domain/spool-label.ts). */
    labels: (ids: readonly string[], layout?: LabelLayout) =>
      `/dashboard/labels?spools=${ids.map(encodeURIComponent).join(',')}${layout ? `&layout=${layout}` : ''}`,
  },
  admin: {
    root: '/admin',
    plans: '/admin/plans',
    filaments: '/admin/filaments',
    brands: '/admin/brands',
    logs: '/admin/logs',
  },
} as const;

/** Router state of a redirect to /login: where to return after signing in. */
export interface ReturnState {
  from?: string;
}

/** Paths a signed-in user must have; everything else is public (SPEC §2). */
export const isProtectedPath = (pathname: string) => /^\/(dashboard|profile|admin)(\/|$)/.test(pathname);

/** Only same-site, protected paths are honoured as a place to return to after sign-in. */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return paths.dashboard.root;
  }
  return candidate;
}
