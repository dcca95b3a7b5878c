import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { cx } from './class-names';
import type { ModalProps } from './modal';

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** The dialog itself (Headless UI), loaded by Modal when a dialog first opens. */
export function ModalDialog({ open, onClose, title, children, size = 'md' }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className={cx('w-full rounded-xl bg-white p-6 shadow-xl', widths[size])}>
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
