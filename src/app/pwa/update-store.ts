// What the service worker has told the app (issue 16): whether a new version is waiting, and how
// to switch to it. A tiny store, so the prompt (in the entry) needs none of the registration code
// (loaded after the page, src/app/pwa/register.ts).

type Listener = () => void;

let needRefresh = false;
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

export const updateStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether a new version of the app is installed and waiting for a reload. */
  needsRefresh: () => needRefresh,
  /** The registration reports a new version; `apply` activates it and reloads the page. */
  newVersionWaiting(apply: () => Promise<void>) {
    applyUpdate = apply;
    needRefresh = true;
    notify();
  },
  /** Reloads into the new version (the waiting service worker takes over first). */
  async reload() {
    if (applyUpdate) await applyUpdate();
    else window.location.reload();
  },
  /** The user closed the prompt: it comes back with the next new version. */
  dismiss() {
    needRefresh = false;
    notify();
  },
};
