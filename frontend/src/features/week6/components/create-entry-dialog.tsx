import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { hasHiddenCharacters } from '@shared/name-characters';
import { useState } from 'react';

interface CreateEntryDialogProps {
  open: boolean;
  pending: boolean;
  onCreate: (entryName: string) => void;
  onClose: () => void;
}

/** Create New Entry: a name, then Create Entry ("Creating..." while it is sent). */
export const CreateEntryDialog = ({ open, pending, onCreate, onClose }: CreateEntryDialogProps) => {
  const [name, setName] = useState('');
  // The server refuses these too; saying so here spares a round trip.
  const hidden = hasHiddenCharacters(name);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
      onExitComplete={() => setName('')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content mx="0" asChild>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!hidden) onCreate(name);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Create New Entry</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={hidden}>
                  <Field.Label>Entry name</Field.Label>
                  <Input
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    placeholder='e.g. "My Main Entry", "Entry #2"'
                    maxLength={40}
                    autoFocus
                  />
                  <Field.ErrorText>
                    An entry name cannot contain control, bidirectional or zero-width characters
                  </Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" loading={pending} loadingText="Creating..." disabled={hidden}>
                  Create Entry
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
