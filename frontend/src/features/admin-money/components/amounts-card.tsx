import { Button, Field, Fieldset, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { CURRENCY_MAX, QUARTER_NAMES } from '@shared/money/limits';
import type { MoneyAmounts } from '@shared/schemas/money';
import { type FormEvent, useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { useUpdateAmounts } from '@/features/admin-money/api/update-money-settings';
import {
  type AmountsDraft,
  amountsDraft,
  type MoneyField,
  parseAmountsDraft,
} from '@/features/admin-money/money-drafts';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';

const moneyLabels: [MoneyField, string][] = [
  ['survivorEntry', 'Survivor entry fee'],
  ['weeklyWinner', 'Weekly winner'],
  ['seasonFirst', 'Season 1st place'],
  ['seasonSecond', 'Season 2nd place'],
  ['survivorWinner', 'Survivor winner'],
];

/** The pool's money settings: the label amounts are shown with, the fee, the prizes and the squares' split. */
export const AmountsCard = ({ amounts }: { amounts: MoneyAmounts }) => {
  const [draft, setDraft] = useState<AmountsDraft | null>(null);
  const { trigger, isMutating } = useUpdateAmounts();
  const shown = draft ?? amountsDraft(amounts);
  const parsed = parseAmountsDraft(shown);
  const problems = draft ? (parsed.problems ?? {}) : {};
  const edit = (change: Partial<AmountsDraft>) => setDraft({ ...shown, ...change });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.amounts) {
      setDraft(shown);
      return;
    }
    try {
      await trigger(parsed.amounts);
    } catch (error) {
      reportAdminError(error, 'Failed to save the amounts');
      return;
    }
    setDraft(null);
    reportAdminSuccess('Amounts saved', 'Every line of the ledger and the rules page use them now.');
  };

  return (
    <AdminCard
      title="Amounts"
      description="What an entry costs and what each prize pays. Winnings are worked out from the results with these."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            <Field.Root invalid={problems.currency !== undefined}>
              <Field.Label>Currency label</Field.Label>
              <Input
                value={shown.currency}
                onChange={(event) => edit({ currency: event.target.value })}
                maxLength={CURRENCY_MAX + 10}
                autoComplete="off"
              />
              <Field.ErrorText>{problems.currency}</Field.ErrorText>
            </Field.Root>
            {moneyLabels.map(([field, label]) => (
              <Field.Root key={field} invalid={problems[field] !== undefined}>
                <Field.Label>{label}</Field.Label>
                <Input
                  value={shown[field]}
                  onChange={(event) => edit({ [field]: event.target.value })}
                  inputMode="decimal"
                  autoComplete="off"
                  fontVariantNumeric="tabular-nums"
                />
                <Field.ErrorText>{problems[field]}</Field.ErrorText>
              </Field.Root>
            ))}
            <Field.Root>
              <Field.Label>Weekly ties</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={shown.weeklyTies}
                  onChange={(event) => edit({ weeklyTies: event.target.value as AmountsDraft['weeklyTies'] })}
                >
                  <option value="tiebreaker">The tiebreaker decides one winner</option>
                  <option value="split">Players still tied after the tiebreaker split it</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Fieldset.Root invalid={problems.squaresQuarters !== undefined}>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              Squares: percent of the pot paid at the end of each quarter
            </Fieldset.Legend>
            <SimpleGrid columns={4} gap="2">
              {QUARTER_NAMES.map((quarter, index) => (
                <Field.Root key={quarter}>
                  <Field.Label fontSize="xs">{quarter} %</Field.Label>
                  <Input
                    value={shown.squaresQuarters[index]}
                    onChange={(event) => {
                      const quarters = [...shown.squaresQuarters] as AmountsDraft['squaresQuarters'];
                      quarters[index] = event.target.value;
                      edit({ squaresQuarters: quarters });
                    }}
                    inputMode="numeric"
                    autoComplete="off"
                    fontVariantNumeric="tabular-nums"
                  />
                </Field.Root>
              ))}
            </SimpleGrid>
            <Fieldset.ErrorText>{problems.squaresQuarters}</Fieldset.ErrorText>
          </Fieldset.Root>
          <Stack direction="row" justify="flex-end" gap="2">
            {draft && (
              <Button variant="outline" onClick={() => setDraft(null)} disabled={isMutating}>
                Discard changes
              </Button>
            )}
            <Button type="submit" loading={isMutating} loadingText="Saving..." disabled={!draft}>
              Save amounts
            </Button>
          </Stack>
        </Stack>
      </form>
    </AdminCard>
  );
};
