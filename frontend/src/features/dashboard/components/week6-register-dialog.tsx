import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { WEEK6_ENTRY_FEE, WEEK6_MAX_ENTRIES } from '@shared/survivor';
import { useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { EntryCountField } from '@/components/entry-count-field';
import { useAmountText } from '@/lib/api/get-money-amounts';
import { registerWeek6Entries } from '@/lib/api/register-week6';
import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

/** The registration dialog: how many entries (1-10), what they cost, Cancel and Sign Up. */
export const Week6RegisterDialog = ({
  open,
  onClose,
  onRegistered,
  onRefused,
  startText,
}: {
  open: boolean;
  /** Where the entries start and their next lock (week6StartText), once the registration is read. */
  startText: string | null;
  onClose: () => void;
  onRegistered: () => void;
  /** A refusal (the pools may have closed meanwhile): the banner reads the registration again. */
  onRefused: () => void;
}) => {
  const [count, setCount] = useState(1);
  const money = useAmountText();
  const [pending, setPending] = useState(false);
  const signUp = async () => {
    setPending(true);
    try {
      const registration = await registerWeek6Entries(count);
      toaster.create({
        type: 'success',
        title: 'Week 6 Registration Complete',
        description: registration.message,
      });
      onRegistered();
      onClose();
    } catch (error) {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      toaster.create({
        type: 'error',
        title: 'Registration Failed',
        description: serverMessage(error, 'Please try again.'),
      });
      onRefused();
      onClose();
    } finally {
      setPending(false);
    }
  };
  return (
    <DialogFrame open={open} onClose={onClose} pending={pending}>
      <Dialog.Header>
        <Dialog.Title>Register for the Week 6 Survivor Pool</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {startText ?? 'Entries start fresh in Week 6.'} Each entry picks one team a week, each team once.
            Up to {WEEK6_MAX_ENTRIES} entries, {money(WEEK6_ENTRY_FEE)} each.
          </Text>
          <EntryCountField value={count} onChange={setCount} disabled={pending} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={signUp} loading={pending} loadingText="Signing up...">
          Sign Up
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
};
