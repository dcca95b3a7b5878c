import { Suspense, useEffect, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { cx } from '@/components/ui/class-names';
import { DelayedSpinner } from '../delayed-spinner';
import { Header } from './header';
import type { NavItem } from '../navigation';

interface SidebarLayoutProps {
  label: string;
  items: NavItem[];
  tone?: 'indigo' | 'red';
  /** Shown above every page of the area. */
  notice?: ReactNode;
  /** Called once a page has rendered (its code loaded), after its first render's effects. */
  onPageShown?: () => void;
}

/** Rendered beside the page in its Suspense boundary, so its effect runs only once the page shows. */
function PageShown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/** The dashboard and admin shells: the header, a sidebar (a scrolling strip on tablets), the page. */
export function SidebarLayout({ label, items, tone = 'indigo', notice, onPageShown }: SidebarLayoutProps) {
  const active = tone === 'red' ? 'bg-red-50 text-red-700' : 'bg-indigo-50 text-indigo-700';
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        <nav
          aria-label={label}
          className="border-b border-slate-200 bg-white lg:w-60 lg:shrink-0 lg:border-r lg:border-b-0 lg:bg-transparent"
        >
          <p className="hidden px-6 pt-6 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
            {label}
          </p>
          {/* A phone scrolls the tabs; a tablet wraps them so none is cut off (44 px tall for touch). */}
          <ul className="flex gap-1 overflow-x-auto px-3 py-2 md:flex-wrap md:overflow-visible lg:flex-col lg:px-3 lg:py-0">
            {items.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end ?? false}
                  className={({ isActive }) =>
                    cx(
                      'flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap lg:min-h-0 lg:py-2',
                      isActive ? active : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {notice}
          {/* The header and the tabs show while a page's code downloads (a navigation keeps the
              current page on screen meanwhile). */}
          <Suspense fallback={<DelayedSpinner />}>
            <Outlet />
            <PageShown onShown={onPageShown} />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
