import { lazyDialog } from './lazy-dialog';
import type { ComponentType, ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

/**
 * An accessible dialog: focus moves in on open and back to the opener on close. Its code (Headless
 * UI's Dialog, src/components/ui/modal-dialog.tsx) loads when a dialog first opens, not with the
 * page; Modal.preload() starts it earlier.
 */
export const Modal = lazyDialog(
  () => import('./modal-dialog').then((module) => module.ModalDialog),
  (props: ModalProps) => props.open,
  (props) => props.onClose,
);

/**
 * A dialog built on Modal whose own code (a form, its schema, react-hook-form) loads when it first
 * opens, Modal's alongside: see lazyDialog.
 */
export function lazyModal<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
  closer?: (props: Props) => () => void,
) {
  return lazyDialog(
    () => {
      Modal.preload();
      return load();
    },
    isOpen,
    closer,
  );
}
