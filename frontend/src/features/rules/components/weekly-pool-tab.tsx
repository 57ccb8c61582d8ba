import { List, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { Payouts } from '@/features/rules/components/payouts';
import { RuleList, RulesCard } from '@/features/rules/components/rules-card';
import { weeklyPrizeRows } from '@/features/rules/prizes';
import { pushRuleText } from '@/features/rules/rules-facts';
import { useSetting } from '@/lib/api/get-setting';

/** Picks against the spread: how a week works, the pool's push rule, and the payouts. */
export const WeeklyPoolTab = () => {
  const pushRule = useSetting('push_rule');
  const loading = pushRule.value === undefined && !pushRule.error;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }} alignItems="start">
      <RulesCard title="How It Works">
        <RuleList>
          <List.Item>Pick a winner against the spread for every game of the week.</List.Item>
          <List.Item>A pick is correct when your team covers the spread.</List.Item>
          <List.Item>
            {loading ? <Skeleton height="4" width="80%" /> : pushRuleText(pushRule.value ?? null)}
          </List.Item>
          <List.Item>Each game locks when it kicks off; you can change a pick until then.</List.Item>
          <List.Item>
            Predict the total points of the Monday night game: the closest total breaks ties in the weekly
            standings.
          </List.Item>
        </RuleList>
      </RulesCard>
      <RulesCard title="Payouts">
        <Payouts rows={weeklyPrizeRows} />
      </RulesCard>
    </SimpleGrid>
  );
};
