import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RouteErrorScreen } from './error-screen';
import { RequireAdmin, RequireAuth } from './guards';
import { AdminLayout, DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';

// The whole route tree of SPEC §2, in one place. Pages are loaded on demand.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.home,
            lazy: () => import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.register,
            lazy: () =>
              import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: paths.login,
            lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: paths.resetPassword,
            lazy: () =>
              import('@/features/auth/pages/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: paths.pricing,
            lazy: () =>
              import('@/features/pricing/pages/pricing-page').then((m) => ({ Component: m.PricingPage })),
          },
          {
            path: paths.calculator,
            lazy: () =>
              import('@/features/calculator/pages/public-calculator-page').then((m) => ({
                Component: m.PublicCalculatorPage,
              })),
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
                lazy: () =>
                  import('@/features/calculator/pages/dashboard-calculator-page').then((m) => ({
                    Component: m.DashboardCalculatorPage,
                  })),
              },
              {
                path: 'printers',
                lazy: () =>
                  import('@/features/printers/pages/printers-page').then((m) => ({
                    Component: m.PrintersPage,
                  })),
              },
              {
                path: 'printers/:printerId',
                // The edit form, then the printer's maintenance: two features, composed here.
                lazy: () => import('./printer-route').then((m) => ({ Component: m.PrinterRoute })),
              },
              {
                path: 'maintenance',
                lazy: () =>
                  import('@/features/maintenance/pages/maintenance-page').then((m) => ({
                    Component: m.MaintenancePage,
                  })),
              },
              {
                path: 'materials',
                lazy: () =>
                  import('@/features/spools/pages/spools-page').then((m) => ({ Component: m.SpoolsPage })),
              },
              {
                path: 'materials/:spoolId',
                lazy: () =>
                  import('@/features/spools/pages/spool-page').then((m) => ({ Component: m.SpoolPage })),
              },
              {
                path: 'workshop',
                lazy: () =>
                  import('@/features/workshop/pages/workshop-page').then((m) => ({
                    Component: m.WorkshopPage,
                  })),
              },
              {
                path: 'filaments',
                lazy: () =>
                  import('@/features/materials/pages/materials-page').then((m) => ({
                    Component: m.MaterialsPage,
                  })),
              },
              {
                path: 'projects',
                lazy: () =>
                  import('@/features/projects/pages/projects-page').then((m) => ({
                    Component: m.ProjectsPage,
                  })),
              },
              {
                path: 'projects/:projectId',
                lazy: () =>
                  import('@/features/projects/pages/edit-project-page').then((m) => ({
                    Component: m.EditProjectPage,
                  })),
              },
              {
                path: 'invoices',
                lazy: () =>
                  import('@/features/invoices/pages/invoices-page').then((m) => ({
                    Component: m.InvoicesPage,
                  })),
              },
              {
                path: 'invoices/new',
                lazy: () =>
                  import('@/features/invoices/pages/new-invoice-page').then((m) => ({
                    Component: m.NewInvoicePage,
                  })),
              },
              {
                path: 'invoices/:invoiceId',
                lazy: () =>
                  import('@/features/invoices/pages/invoice-page').then((m) => ({
                    Component: m.InvoicePage,
                  })),
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
                lazy: () =>
                  import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
            ],
          },
          {
            // The print view of a quote or invoice: the document alone, without the dashboard around it.
            path: paths.dashboard.root,
            children: [
              {
                path: 'invoices/:invoiceId/print',
                lazy: () =>
                  import('@/features/invoices/pages/invoice-print-page').then((m) => ({
                    Component: m.InvoicePrintPage,
                  })),
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
                    lazy: () =>
                      import('@/features/admin/users/pages/admin-users-page').then((m) => ({
                        Component: m.AdminUsersPage,
                      })),
                  },
                  {
                    path: 'plans',
                    lazy: () =>
                      import('@/features/admin/plans/pages/admin-plans-page').then((m) => ({
                        Component: m.AdminPlansPage,
                      })),
                  },
                  {
                    path: 'filaments',
                    lazy: () =>
                      import('@/features/admin/filaments/pages/admin-filaments-page').then((m) => ({
                        Component: m.AdminFilamentsPage,
                      })),
                  },
                  {
                    path: 'brands',
                    lazy: () =>
                      import('@/features/admin/brands/pages/admin-brands-page').then((m) => ({
                        Component: m.AdminBrandsPage,
                      })),
                  },
                  {
                    path: 'logs',
                    lazy: () =>
                      import('@/features/admin/logs/pages/admin-logs-page').then((m) => ({
                        Component: m.AdminLogsPage,
                      })),
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

export const createAppRouter = () => createBrowserRouter(routes);
