import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#4f46e5" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="16" cy="16" r="3" fill="#fff" />
        <path d="M16 7V4" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-slate-900">PrintLedger</span>
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-300 ring-inset">
        Preview
      </span>
    </Link>
  );
}
