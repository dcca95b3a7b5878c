import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** Over the page while a dialog's code downloads, or when that download failed. */
function DialogOverlay({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-xl">{children}</div>
    </div>
  );
}

interface BoundaryProps {
  open: boolean;
  onRetry: () => void;
  onClose: (() => void) | undefined;
  children: ReactNode;
}

/** A failed download of the dialog's code (a dropped connection): a message, Retry and Close. */
class LoadFailure extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Loading a dialog failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    // Closed after a failure: nothing shows until it opens again (with the message and Retry).
    if (!this.props.open) return null;
    return (
      <DialogOverlay>
        <Alert tone="error">This dialog could not be loaded. Check your connection and try again.</Alert>
        <div className="mt-4 flex justify-center gap-2">
          {this.props.onClose && (
            <Button variant="secondary" onClick={this.props.onClose}>
              Close
            </Button>
          )}
          <Button
            onClick={() => {
              this.props.onRetry();
              this.setState({ failed: false });
            }}
          >
            Retry
          </Button>
        </div>
      </DialogOverlay>
    );
  }
}

/**
 * A dialog whose code loads when it first opens (not with the page): `isOpen` reads its props
 * (`open`, or a target that is not null). A spinner shows over the page meanwhile; a failed
 * download says so, with Retry. Once loaded it stays mounted, so that closing it behaves as the
 * dialog itself does (focus back to the opener). `preload()` starts the download early (an
 * opener's hover or focus).
 *   const SpoolFormModal = lazyDialog(() => import('./spool-form-modal').then((m) => m.SpoolFormModal),
 *     (props) => props.open, (props) => props.onClose);
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
  closer?: (props: Props) => () => void,
) {
  // One download at a time, shared by preload() and the first opening; a failed one is retried.
  let pending: Promise<ComponentType<Props>> | undefined;
  const download = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const make = () => lazy(() => download().then((loaded) => ({ default: loaded })));
  let Loaded = make();
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    const [, setAttempt] = useState(0);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <LoadFailure
        open={open}
        onClose={closer?.(props)}
        onRetry={() => {
          Loaded = make();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Suspense
          fallback={
            open ? (
              <DialogOverlay>
                <Spinner size="lg" label="Opening" className="text-indigo-600" />
              </DialogOverlay>
            ) : null
          }
        >
          <Loaded {...props} />
        </Suspense>
      </LoadFailure>
    );
  }
  LazyDialog.preload = () => {
    download().catch(() => undefined);
  };
  return LazyDialog;
}
