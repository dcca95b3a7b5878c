import { useSyncExternalStore } from 'react';
import { updateStore } from './update-store';

/** "A new version is available" with Reload, over every page once a new version is waiting. */
export function UpdatePrompt() {
  const visible = useSyncExternalStore(updateStore.subscribe, updateStore.needsRefresh, () => false);
  if (!visible) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg print:hidden"
    >
      <span>A new version is available</span>
      <span className="flex gap-2">
        <button
          type="button"
          onClick={() => updateStore.dismiss()}
          className="min-h-11 rounded-md px-3 font-semibold text-slate-300 hover:text-white"
        >
          Later
        </button>
        <button
          type="button"
          onClick={() => void updateStore.reload()}
          className="min-h-11 rounded-md bg-indigo-500 px-4 font-semibold text-white hover:bg-indigo-400"
        >
          Reload
        </button>
      </span>
    </div>
  );
}
