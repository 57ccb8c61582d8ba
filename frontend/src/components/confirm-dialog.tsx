import { Button, Dialog, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from '@/components/dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an admin action that is hard or impossible to take back. */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => (
  <DialogFrame role="alertdialog" open={open} onClose={onClose} pending={pending}>
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
    <Dialog.Body>
      <Text color="fg.muted">{children}</Text>
    </Dialog.Body>
    <Dialog.Footer>
      <Button variant="outline" onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={pending}>
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  </DialogFrame>
);
