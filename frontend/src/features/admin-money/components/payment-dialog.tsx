import { Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { easternDate } from '@shared/eastern-time';
import { leftToCorrectCents, PAYMENT_NOTE_MAX } from '@shared/money/limits';
import type { MoneyLine, Payment } from '@shared/schemas/money';
import { type FormEvent, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { useRecordPayment } from '@/features/admin-money/api/record-payment';
import {
  amountInput,
  type PaymentDraft,
  parseAmount,
  paymentProblems,
} from '@/features/admin-money/money-drafts';
import { dayText, paymentText } from '@/features/admin-money/payment-text';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { amountText } from '@/lib/money-text';
import { serverNow } from '@/lib/server-clock';
import { useLastPresent } from '@/lib/use-last-present';

/** Whose payment the dialog records, and the payment it corrects when it is a correction. */
export interface PaymentTarget {
  player: MoneyLine;
  corrects: Payment | null;
}

interface PaymentDialogProps {
  target: PaymentTarget | null;
  currency: string;
  onClose: () => void;
}

/** A new payment dated today on the pool clock; a correction starts as taking back what is left of it. */
const startingDraft = ({ player, corrects }: PaymentTarget): PaymentDraft => ({
  amount: corrects ? amountInput(-leftToCorrectCents(corrects, player.payments) / 100) : '',
  paidOn: easternDate(new Date(serverNow())),
  note: corrects ? `Corrects the payment of ${dayText(corrects.paidOn)}` : '',
});

const PaymentForm = ({ target, currency, onClose }: PaymentDialogProps & { target: PaymentTarget }) => {
  const [draft, setDraft] = useState(() => startingDraft(target));
  const [touched, setTouched] = useState<Partial<Record<keyof PaymentDraft, boolean>>>({});
  // A new id whenever the payment typed changes: sending the same payment again records it once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { trigger, isMutating } = useRecordPayment();
  const { player, corrects } = target;
  const leftToCorrect = corrects ? leftToCorrectCents(corrects, player.payments) / 100 : null;
  const problems = paymentProblems(draft, leftToCorrect);
  const shown = (field: keyof PaymentDraft) => (touched[field] ? problems[field] : undefined);
  const edit = (field: keyof PaymentDraft) => (value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setRequestId(crypto.randomUUID());
    setTouched((previous) => ({ ...previous, [field]: true }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const amount = parseAmount(draft.amount);
    if (Object.keys(problems).length > 0 || amount === null) {
      setTouched({ amount: true, paidOn: true, note: true });
      return;
    }
    try {
      await trigger({
        userId: player.userId,
        amount,
        paidOn: draft.paidOn,
        note: draft.note.trim(),
        ...(corrects && { correctsPaymentId: corrects.id }),
        requestId,
      });
    } catch (error) {
      reportAdminError(error, corrects ? 'Failed to record the correction' : 'Failed to record the payment');
      return;
    }
    reportAdminSuccess(
      corrects ? 'Correction recorded' : 'Payment recorded',
      `${amountText(amount, currency)} for ${player.displayName} on ${dayText(draft.paidOn)}.`,
    );
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title overflowWrap="anywhere">
          {corrects
            ? `Correct a payment of ${player.displayName}`
            : `Record payment for ${player.displayName}`}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {corrects && (
            <Text fontSize="sm" color="fg.muted">
              Payments are never edited. This records a new payment that corrects{' '}
              {paymentText(corrects, currency)}: enter the difference, negative to take money back, at most
              the {amountText(leftToCorrect ?? 0, currency)} left of it.
            </Text>
          )}
          <Field.Root invalid={shown('amount') !== undefined} required>
            <Field.Label>Amount ({currency})</Field.Label>
            <Input
              value={draft.amount}
              onChange={(event) => edit('amount')(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              fontVariantNumeric="tabular-nums"
              autoFocus
            />
            <Field.ErrorText>{shown('amount')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={shown('paidOn') !== undefined} required>
            <Field.Label>Date paid</Field.Label>
            <Input
              type="date"
              value={draft.paidOn}
              onChange={(event) => edit('paidOn')(event.target.value)}
            />
            <Field.ErrorText>{shown('paidOn')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={shown('note') !== undefined}>
            <Field.Label>Note</Field.Label>
            <Input
              value={draft.note}
              onChange={(event) => edit('note')(event.target.value)}
              placeholder="e.g. Venmo, cash at the bar"
              autoComplete="off"
            />
            {shown('note') ? (
              <Field.ErrorText>{shown('note')}</Field.ErrorText>
            ) : (
              <Field.HelperText>Optional, up to {PAYMENT_NOTE_MAX} characters.</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={isMutating}>
          Cancel
        </Button>
        <Button type="submit" loading={isMutating} loadingText="Recording...">
          {corrects ? 'Record correction' : 'Record payment'}
        </Button>
      </Dialog.Footer>
    </form>
  );
};

/** Record payment, or Correct: the amount, the day paid (today by default) and a note. */
export const PaymentDialog = ({ target, currency, onClose }: PaymentDialogProps) => {
  const drawn = useLastPresent(target);
  return (
    <DialogFrame open={target !== null} onClose={onClose}>
      {drawn && <PaymentForm target={drawn} currency={currency} onClose={onClose} />}
    </DialogFrame>
  );
};
