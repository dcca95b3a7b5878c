import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RouteShell } from './error-screen';
import { RequireAdmin, RequireAuth } from './guards';
import { AdminLayout, DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';

/** A page loaded on demand: its chunk downloads when the route first renders. */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return <Page />;
}

// The whole route tree of SPEC §2, in one place. Pages are loaded on demand. The app renders it
// with useRoutes in a <BrowserRouter> (src/app/app.tsx), not with a data router: the data router's
// loaders, actions and fetchers, which the app does not use, were 17 KB gzipped on every page.
// Only elements, so a test can still mount it in a memory data router (tests/support/render-app.tsx).
export const routes: RouteObject[] = [
  {
    // A failed page (a chunk that did not load, an error while rendering) shows the product's message.
    element: <RouteShell />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.home,
            element: page(() => import('@/features/home/pages/home-page').then((m) => m.HomePage)),
          },
          {
            path: paths.register,
            element: page(() => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage)),
          },
          {
            path: paths.login,
            element: page(() => import('@/features/auth/pages/login-page').then((m) => m.LoginPage)),
          },
          {
            path: paths.resetPassword,
            element: page(() =>
              import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
            ),
          },
          {
            path: paths.pricing,
            element: page(() => import('@/features/pricing/pages/pricing-page').then((m) => m.PricingPage)),
          },
          {
            path: paths.calculator,
            element: page(() =>
              import('@/features/calculator/pages/public-calculator-page').then(
                (m) => m.PublicCalculatorPage,
              ),
            ),
          },
          // ROUTES:public (home, pricing, calculator pages go here)
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard.root,
            element: <DashboardLayout />,
            children: [
              {
                index: true,
                element: page(() =>
                  import('@/features/calculator/pages/dashboard-calculator-page').then(
                    (m) => m.DashboardCalculatorPage,
                  ),
                ),
              },
              {
                path: 'printers',
                element: page(() =>
                  import('@/features/printers/pages/printers-page').then((m) => m.PrintersPage),
                ),
              },
              {
                path: 'printers/:printerId',
                // The edit form, then the printer's maintenance: two features, composed here.
                element: page(() => import('./printer-route').then((m) => m.PrinterRoute)),
              },
              {
                path: 'maintenance',
                element: page(() =>
                  import('@/features/maintenance/pages/maintenance-page').then((m) => m.MaintenancePage),
                ),
              },
              {
                path: 'materials',
                element: page(() => import('@/features/spools/pages/spools-page').then((m) => m.SpoolsPage)),
              },
              {
                path: 'materials/:spoolId',
                element: page(() => import('@/features/spools/pages/spool-page').then((m) => m.SpoolPage)),
              },
              {
                path: 'workshop',
                element: page(() =>
                  import('@/features/workshop/pages/workshop-page').then((m) => m.WorkshopPage),
                ),
              },
              {
                path: 'filaments',
                element: page(() =>
                  import('@/features/materials/pages/materials-page').then((m) => m.MaterialsPage),
                ),
              },
              {
                path: 'projects',
                element: page(() =>
                  import('@/features/projects/pages/projects-page').then((m) => m.ProjectsPage),
                ),
              },
              {
                path: 'projects/:projectId',
                element: page(() =>
                  import('@/features/projects/pages/edit-project-page').then((m) => m.EditProjectPage),
                ),
              },
              {
                path: 'invoices',
                element: page(() =>
                  import('@/features/invoices/pages/invoices-page').then((m) => m.InvoicesPage),
                ),
              },
              {
                path: 'invoices/new',
                element: page(() =>
                  import('@/features/invoices/pages/new-invoice-page').then((m) => m.NewInvoicePage),
                ),
              },
              {
                path: 'invoices/:invoiceId',
                element: page(() =>
                  import('@/features/invoices/pages/invoice-page').then((m) => m.InvoicePage),
                ),
              },
              {
                path: 'materials/import',
                element: page(() =>
                  import('@/features/spool-import/pages/spool-import-page').then((m) => m.SpoolImportPage),
                ),
              },
              {
                path: 'data',
                element: page(() => import('@/features/backup/pages/backup-page').then((m) => m.BackupPage)),
              },
              {
                path: 'analytics',
                element: page(() =>
                  import('@/features/analytics/pages/analytics-page').then((m) => m.AnalyticsPage),
                ),
              },
              // ROUTES:dashboard (paths relative to /dashboard, e.g. path: 'printers')
            ],
          },
          {
            path: paths.profile,
            element: <DashboardLayout />,
            children: [
              {
                index: true,
                element: page(() =>
                  import('@/features/profile/pages/profile-page').then((m) => m.ProfilePage),
                ),
              },
            ],
          },
          {
            // Print views (a quote or invoice, spool labels): the paper alone, without the dashboard around it.
            path: paths.dashboard.root,
            children: [
              {
                path: 'invoices/:invoiceId/print',
                element: page(() =>
                  import('@/features/invoices/pages/invoice-print-page').then((m) => m.InvoicePrintPage),
                ),
              },
              {
                // Spool labels with QR codes (the QR library loads with this page only).
                path: 'labels',
                element: page(() => import('@/features/labels/pages/labels-page').then((m) => m.LabelsPage)),
              },
            ],
          },
          // ROUTES:signed-in (e.g. /profile with <DashboardLayout /> as its element)
          {
            element: <RequireAdmin />,
            children: [
              {
                path: paths.admin.root,
                element: <AdminLayout />,
                children: [
                  {
                    index: true,
                    element: page(() =>
                      import('@/features/admin/users/pages/admin-users-page').then((m) => m.AdminUsersPage),
                    ),
                  },
                  {
                    path: 'plans',
                    element: page(() =>
                      import('@/features/admin/plans/pages/admin-plans-page').then((m) => m.AdminPlansPage),
                    ),
                  },
                  {
                    path: 'filaments',
                    element: page(() =>
                      import('@/features/admin/filaments/pages/admin-filaments-page').then(
                        (m) => m.AdminFilamentsPage,
                      ),
                    ),
                  },
                  {
                    path: 'brands',
                    element: page(() =>
                      import('@/features/admin/brands/pages/admin-brands-page').then(
                        (m) => m.AdminBrandsPage,
                      ),
                    ),
                  },
                  {
                    path: 'logs',
                    element: page(() =>
                      import('@/features/admin/logs/pages/admin-logs-page').then((m) => m.AdminLogsPage),
                    ),
                  },
                  // ROUTES:admin (paths relative to /admin, e.g. path: 'plans')
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/** The route tree for the current location (inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}
