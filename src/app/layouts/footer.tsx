import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-500 sm:px-6 lg:px-8">
        <p>© {new Date().getFullYear()} PrintLedger. Built for makers and print farms.</p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to={paths.calculator} className="hover:text-slate-700">
            Cost calculator
          </Link>
          <Link to={paths.pricing} className="hover:text-slate-700">
            Pricing
          </Link>
        </nav>
      </div>
    </footer>
  );
}
