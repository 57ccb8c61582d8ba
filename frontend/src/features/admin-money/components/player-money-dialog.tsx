import { Badge, Button, Dialog, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MoneyItem, MoneyLine, Payment } from '@shared/schemas/money';
import { DialogFrame } from '@/components/dialog-frame';
import { dayText, paymentText } from '@/features/admin-money/payment-text';
import { loggedTime } from '@/lib/admin/logged-time';
import { amountText, ledgerBalanceText } from '@/lib/money-text';
import { useLastPresent } from '@/lib/use-last-present';

interface PlayerMoneyDialogProps {
  line: MoneyLine | null;
  currency: string;
  /** Both left out for a past season: its ledger is read only. */
  onRecord?: (line: MoneyLine) => void;
  onCorrect?: (line: MoneyLine, payment: Payment) => void;
  onClose: () => void;
}

const ItemList = ({ title, items, currency }: { title: string; items: MoneyItem[]; currency: string }) => (
  <Stack as="section" gap="1" aria-label={title}>
    <Heading as="h3" size="sm">
      {title}
    </Heading>
    {items.length === 0 ? (
      <Text fontSize="sm" color="fg.muted">
        Nothing yet.
      </Text>
    ) : (
      <Stack as="ul" gap="0" listStyleType="none">
        {items.map((item, index) => (
          <HStack
            as="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: two items may share a label; the order never changes
            key={index}
            justify="space-between"
            gap="3"
            py="1.5"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: '0' }}
            fontSize="sm"
          >
            <HStack gap="2" wrap="wrap" minW="0">
              <Text overflowWrap="anywhere">{item.label}</Text>
              {item.projected && (
                <Badge colorPalette="purple" variant="subtle" size="sm">
                  Projected
                </Badge>
              )}
            </HStack>
            <Text
              fontVariantNumeric="tabular-nums"
              flex="none"
              color={item.projected ? 'fg.muted' : undefined}
            >
              {amountText(item.amount, currency)}
            </Text>
          </HStack>
        ))}
      </Stack>
    )}
  </Stack>
);

const PaymentList = ({
  line,
  currency,
  onCorrect,
}: {
  line: MoneyLine;
  currency: string;
  onCorrect?: (payment: Payment) => void;
}) => {
  const byId = new Map(line.payments.map((payment) => [payment.id, payment]));
  const corrected = new Set(line.payments.map((payment) => payment.correctsPaymentId));
  return (
    <Stack as="section" gap="1" aria-label="Payments">
      <Heading as="h3" size="sm">
        Payments
      </Heading>
      {line.payments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No payments recorded.
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {line.payments.map((payment) => {
            const original = payment.correctsPaymentId ? byId.get(payment.correctsPaymentId) : undefined;
            return (
              <HStack
                as="li"
                key={payment.id}
                aria-label={`${payment.correctsPaymentId ? 'Correction' : 'Payment'} of ${paymentText(payment, currency)}`}
                justify="space-between"
                align="flex-start"
                gap="3"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
              >
                <Stack gap="0.5" minW="0" fontSize="sm">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {amountText(payment.amount, currency)}
                    </Text>
                    <Text color="fg.muted">{dayText(payment.paidOn)}</Text>
                    {payment.correctsPaymentId && (
                      <Badge colorPalette="orange" variant="subtle" size="sm">
                        Correction
                      </Badge>
                    )}
                    {corrected.has(payment.id) && (
                      <Badge colorPalette="gray" variant="subtle" size="sm">
                        Corrected
                      </Badge>
                    )}
                  </HStack>
                  {payment.correctsPaymentId && (
                    <Text color="fg.muted">
                      Corrects {original ? paymentText(original, currency) : 'an earlier payment'}
                    </Text>
                  )}
                  {payment.note && <Text overflowWrap="anywhere">{payment.note}</Text>}
                  <Text fontSize="xs" color="fg.muted">
                    Recorded {loggedTime(payment.recordedAt)} by {payment.recordedBy}
                  </Text>
                </Stack>
                {onCorrect && !payment.correctsPaymentId && (
                  <Button size="xs" variant="outline" flex="none" onClick={() => onCorrect(payment)}>
                    Correct
                  </Button>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
};

/** One player's line: what they owe and won item by item (projected prizes marked) and their payments. */
export const PlayerMoneyDialog = ({
  line,
  currency,
  onRecord,
  onCorrect,
  onClose,
}: PlayerMoneyDialogProps) => {
  const drawn = useLastPresent(line);
  return (
    <DialogFrame open={line !== null} onClose={onClose} size="lg" scrollInside>
      {drawn && (
        <>
          <Dialog.Header>
            <Stack gap="0.5">
              <Dialog.Title overflowWrap="anywhere">{drawn.displayName}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {ledgerBalanceText(drawn.balance, currency)} · owed {amountText(drawn.owed, currency)}, paid{' '}
                {amountText(drawn.paid, currency)}, won {amountText(drawn.won, currency)}
              </Text>
            </Stack>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <ItemList
                title="Owed"
                items={drawn.items.filter((item) => item.kind === 'owed')}
                currency={currency}
              />
              <ItemList
                title="Won"
                items={drawn.items.filter((item) => item.kind === 'won')}
                currency={currency}
              />
              <PaymentList
                line={drawn}
                currency={currency}
                onCorrect={onCorrect && ((payment) => onCorrect(drawn, payment))}
              />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Close</Button>
            </Dialog.ActionTrigger>
            {onRecord && <Button onClick={() => onRecord(drawn)}>Record payment</Button>}
          </Dialog.Footer>
        </>
      )}
    </DialogFrame>
  );
};
