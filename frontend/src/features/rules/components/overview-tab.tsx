import { Badge, Button, Card, HStack, SkeletonText } from '@chakra-ui/react';
import { fillRulesAmounts } from '@shared/money/rules-text';
import { DEFAULT_RULES } from '@shared/settings';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { RulesEditor } from '@/features/rules/components/rules-editor';
import { RulesMarkdown } from '@/features/rules/components/rules-markdown';
import { useMoneyAmounts } from '@/lib/api/get-money-amounts';
import { useSetting } from '@/lib/api/get-setting';

/**
 * The rules as the admin wrote them (the `rules` setting), their amount placeholders filled from
 * the pool's amounts in its currency; admins can edit them here.
 */
export const OverviewTab = ({ isAdmin }: { isAdmin: boolean }) => {
  const rules = useSetting('rules');
  const amounts = useMoneyAmounts();
  const [editing, setEditing] = useState(false);

  if (rules.error || amounts.error)
    return (
      <LoadError
        what="the rules"
        onRetry={() => {
          void rules.mutate();
          void amounts.mutate();
        }}
      />
    );
  const text = rules.value === undefined ? undefined : (rules.value ?? DEFAULT_RULES);
  const loaded = text !== undefined && amounts.data ? { text, amounts: amounts.data } : undefined;

  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="4" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }}>
        {isAdmin && (
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Badge colorPalette="orange" variant="subtle" size="md">
              Admin - You can edit these rules
            </Badge>
            {!editing && (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={!loaded}>
                Edit Rules
              </Button>
            )}
          </HStack>
        )}
        {!loaded ? (
          <SkeletonText noOfLines={8} gap="3" />
        ) : editing ? (
          <RulesEditor
            initial={loaded.text}
            amounts={loaded.amounts}
            onSaved={(value) => void rules.mutate({ key: 'rules', value }, { revalidate: false })}
            onClose={() => setEditing(false)}
          />
        ) : (
          <RulesMarkdown text={fillRulesAmounts(loaded.text, loaded.amounts)} />
        )}
      </Card.Body>
    </Card.Root>
  );
};
