import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Matches only this exact path (for index routes). */
  end?: boolean;
}

// The sidebars of SPEC §2. A feature adds its entry here when its route exists.
export const dashboardNav: NavItem[] = [
  { label: 'Overview', to: paths.dashboard.root, end: true },
];

export const adminNav: NavItem[] = [
  { label: 'Users', to: paths.admin.root, end: true },
];
