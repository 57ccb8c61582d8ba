import { List, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { DEFAULT_CURRENCY } from '@shared/money/amount-text';
import { WEEK6_ENTRY_FEE, WEEK6_MAX_ENTRIES, WEEK6_START_WEEK } from '@shared/survivor';
import { Payouts } from '@/features/rules/components/payouts';
import { RuleList, RulesCard } from '@/features/rules/components/rules-card';
import { survivorPrizeRows } from '@/features/rules/prizes';
import { lateEntryWeek } from '@/features/rules/rules-facts';
import { useMoneyAmounts } from '@/lib/api/get-money-amounts';
import { useSetting } from '@/lib/api/get-setting';
import { amountText } from '@/lib/money-text';

/** The standard and late-entry survivor pools and the Week 6 pools. */
export const SurvivorRulesTab = () => {
  const lateEntry = useSetting('late_entry_start_week');
  const loading = lateEntry.value === undefined && !lateEntry.error;
  const amounts = useMoneyAmounts();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }} alignItems="start">
      <RulesCard title="Survivor Pool">
        <RuleList>
          <List.Item>Pick one team to win each week.</List.Item>
          <List.Item>You can use each team only once a season.</List.Item>
          <List.Item>A tie counts as a win; a loss knocks you out.</List.Item>
          <List.Item>
            {loading ? (
              <Skeleton height="4" width="80%" />
            ) : (
              `Late entries play in their own group, starting in Week ${lateEntryWeek(lateEntry.value ?? null)}.`
            )}
          </List.Item>
        </RuleList>
        <Payouts rows={survivorPrizeRows} />
      </RulesCard>
      <RulesCard title="Week 6 Survivor Pools">
        <RuleList>
          <List.Item>Up to {WEEK6_MAX_ENTRIES} entries per player.</List.Item>
          <List.Item>
            {amounts.isLoading ? (
              <Skeleton height="4" width="40%" />
            ) : (
              `${amountText(WEEK6_ENTRY_FEE, amounts.data?.currency ?? DEFAULT_CURRENCY)} per entry.`
            )}
          </List.Item>
          <List.Item>Every entry starts fresh in Week {WEEK6_START_WEEK}.</List.Item>
          <List.Item>Each entry picks one team a week and uses each team only once.</List.Item>
        </RuleList>
      </RulesCard>
    </SimpleGrid>
  );
};
