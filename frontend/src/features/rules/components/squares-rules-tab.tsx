import { List, SimpleGrid } from '@chakra-ui/react';
import { SQUARES_COUNT } from '@shared/squares';
import { Payouts } from '@/features/rules/components/payouts';
import { RuleList, RulesCard } from '@/features/rules/components/rules-card';
import { squaresPrizeRows } from '@/features/rules/prizes';

/** The Super Bowl squares: the grid, when it opens and what each quarter pays. */
export const SquaresRulesTab = () => (
  <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }} alignItems="start">
    <RulesCard title="How It Works">
      <RuleList>
        <List.Item>A 10x10 grid of {SQUARES_COUNT} squares for the Super Bowl.</List.Item>
        <List.Item>Squares open on February 1.</List.Item>
        <List.Item>The pool admin assigns the squares; the grid is read-only for players.</List.Item>
        <List.Item>
          Each row and column gets a digit from 0 to 9. After each quarter, the square matching the last digit
          of each team's score wins.
        </List.Item>
      </RuleList>
    </RulesCard>
    <RulesCard title="Payouts">
      <Payouts rows={squaresPrizeRows} />
    </RulesCard>
  </SimpleGrid>
);
