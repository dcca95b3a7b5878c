import { useId, type ReactNode } from 'react';

/**
 * Shows `content` while the trigger is hovered or holds focus. The content may contain a
 * link, so it stays open while the pointer or focus is inside it.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <span className="group relative inline-flex" aria-describedby={id}>
      {children}
      <span
        id={id}
        role="tooltip"
        className="invisible absolute top-full right-0 z-30 mt-2 w-72 rounded-md bg-slate-900 px-3 py-2 text-left text-xs font-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {content}
      </span>
    </span>
  );
}
