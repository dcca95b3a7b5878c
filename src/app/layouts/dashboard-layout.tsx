import { adminNav, dashboardNav } from '../navigation';
import { SidebarLayout } from './sidebar-layout';

export function DashboardLayout() {
  return <SidebarLayout label="Dashboard" items={dashboardNav} />;
}

export function AdminLayout() {
  return <SidebarLayout label="Admin" items={adminNav} tone="red" />;
}
