import { Box, Button, Field, HStack, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { fillRulesAmounts, rulesPlaceholders } from '@shared/money/rules-text';
import type { MoneyAmounts } from '@shared/schemas/money';
import { useState } from 'react';
import { useUpdateRules } from '@/features/rules/api/update-rules';
import { RulesMarkdown } from '@/features/rules/components/rules-markdown';
import { isUnauthorizedError } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

interface RulesEditorProps {
  initial: string;
  /** What the preview fills the amount placeholders with. */
  amounts: MoneyAmounts;
  onSaved: (value: string) => void;
  onClose: () => void;
}

/** The admin's markdown textarea beside a live preview, with Save and Cancel. */
export const RulesEditor = ({ initial, amounts, onSaved, onClose }: RulesEditorProps) => {
  const [draft, setDraft] = useState(initial);
  const placeholderNames = Object.keys(rulesPlaceholders(amounts))
    .map((name) => `{${name}}`)
    .join(', ');
  const { trigger, isMutating } = useUpdateRules();

  const save = async () => {
    try {
      const saved = await trigger(draft);
      onSaved(saved?.value ?? draft);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toaster.create({ type: 'error', title: 'Error', description: 'Failed to update rules' });
      return;
    }
    toaster.create({
      type: 'success',
      title: 'Rules updated',
      description: 'Players see the new rules now.',
    });
    onClose();
  };

  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Field.Root disabled={isMutating}>
          <Field.Label>Rules (Markdown)</Field.Label>
          <Textarea
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={16}
            maxLength={20_000}
            fontFamily="mono"
            fontSize="sm"
          />
          <Field.HelperText>
            # Heading, ## Section, - list item, **bold**. HTML shows as plain text. Amounts show as set in
            Admin → Money when named by placeholder: {placeholderNames}.
          </Field.HelperText>
        </Field.Root>
        <Box as="section" aria-label="Preview" minW="0">
          <Text fontSize="sm" fontWeight="medium" mb="1.5">
            Preview
          </Text>
          <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
            <RulesMarkdown text={fillRulesAmounts(draft, amounts)} />
          </Box>
        </Box>
      </SimpleGrid>
      <HStack gap="2" justify={{ base: 'stretch', sm: 'flex-end' }}>
        <Button variant="outline" onClick={onClose} disabled={isMutating} flex={{ base: '1', sm: 'initial' }}>
          Cancel
        </Button>
        <Button
          onClick={() => void save()}
          loading={isMutating}
          loadingText="Saving..."
          flex={{ base: '1', sm: 'initial' }}
        >
          Save
        </Button>
      </HStack>
    </>
  );
};
