/** A QR-code-in-a-viewfinder mark for Scan buttons (decorative: the button says "Scan"). */
export function ScanIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2" />
      <rect x="7" y="7" width="4" height="4" />
      <rect x="13" y="13" width="4" height="4" />
      <path d="M13 7h4v2M7 15v2h2" />
    </svg>
  );
}
