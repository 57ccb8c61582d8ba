import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** While an action runs, Escape and the backdrop leave the dialog open. */
  pending?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
  /** Long content scrolls inside the dialog instead of the page. */
  scrollInside?: boolean;
  children: ReactNode;
}

/** A centred dialog that keeps clear of a phone's edges; its header, body and footer are the children. */
export const DialogFrame = ({
  open,
  onClose,
  pending,
  role,
  size,
  scrollInside,
  children,
}: DialogFrameProps) => (
  <Dialog.Root
    role={role}
    open={open}
    onOpenChange={(details) => {
      if (!details.open && !pending) onClose();
    }}
    placement="center"
    scrollBehavior={scrollInside ? 'inside' : 'outside'}
    size={size}
    lazyMount
    unmountOnExit
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">
        <Dialog.Content mx="0">{children}</Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
