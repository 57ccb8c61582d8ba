import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { amountText, DEFAULT_CURRENCY } from '@shared/money/amount-text';
import { type FormEvent, useState } from 'react';
import { useSetSquarePrice } from '@/features/admin-squares/api/set-square-price';
import { parseSquarePrice, priceInputValue } from '@/features/admin-squares/squares-draft';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useMoneyAmounts } from '@/lib/api/get-money-amounts';

interface SquarePriceFormProps {
  price: number;
  onSaved: () => Promise<unknown>;
}

/** The price of every square: a positive amount with at most two decimals, saved on its own. */
export const SquarePriceForm = ({ price, onSaved }: SquarePriceFormProps) => {
  const [typed, setTyped] = useState<string | null>(null);
  const { trigger, isMutating } = useSetSquarePrice();
  const currency = useMoneyAmounts().data?.currency ?? DEFAULT_CURRENCY;
  const value = typed ?? priceInputValue(price);
  const parsed = parseSquarePrice(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parsed === null || isMutating) return;
    let saved: number;
    try {
      saved = (await trigger(parsed)).price;
    } catch (error) {
      reportAdminError(error, 'Failed to update square price');
      return;
    }
    await onSaved();
    setTyped(null);
    reportAdminSuccess('Square price updated', `${amountText(saved, currency)} per square`);
  };

  return (
    <form onSubmit={submit}>
      <Field.Root invalid={parsed === null}>
        <Field.Label fontSize="sm">Price per square ({currency})</Field.Label>
        <HStack gap="2" align="flex-start" w="full">
          <Input
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => parsed !== null && setTyped(priceInputValue(parsed))}
            inputMode="decimal"
            autoComplete="off"
            fontVariantNumeric="tabular-nums"
            flex="1"
            maxW={{ sm: '40' }}
          />
          <Button type="submit" disabled={parsed === null} loading={isMutating} loadingText="Saving...">
            Save Price
          </Button>
        </HStack>
        <Field.ErrorText>Enter a positive amount with at most two decimals</Field.ErrorText>
      </Field.Root>
    </form>
  );
};
