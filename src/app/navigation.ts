import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Matches only this exact path (for index routes). */
  end?: boolean;
}

// The sidebars of SPEC §2. A feature adds its entry here when its route exists.
// Order of SPEC §2; each feature replaces its marker line with its entry.
export const dashboardNav: NavItem[] = [
  { label: 'Cost Calculator', to: paths.dashboard.root, end: true },
  { label: 'Workshop', to: paths.dashboard.workshop },
  { label: 'Spools Inventory', to: paths.dashboard.materials },
  { label: 'Filament Types', to: paths.dashboard.filaments },
  { label: 'Projects', to: paths.dashboard.projects },
  { label: 'Printers', to: paths.dashboard.printers },
  { label: 'Maintenance', to: paths.dashboard.maintenance },
  { label: 'Invoices', to: paths.dashboard.invoices },
  { label: 'Analytics', to: paths.dashboard.analytics },
  { label: 'Your Data', to: paths.dashboard.data },
  { label: 'Settings', to: paths.profile },
];

export const adminNav: NavItem[] = [
  { label: 'Users', to: paths.admin.root, end: true },
  { label: 'Plans', to: paths.admin.plans },
  { label: 'Filaments', to: paths.admin.filaments },
  { label: 'Filament Brands', to: paths.admin.brands },
  { label: 'Audit Logs', to: paths.admin.logs },
  { label: 'Settings', to: paths.profile },
];
