import { Card, DataList, Heading, List } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface RulesCardProps {
  title: string;
  children: ReactNode;
}

/** One titled part of a rules tab (a landmark named by its title). */
export const RulesCard = ({ title, children }: RulesCardProps) => {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg" minW="0">
      <Card.Header px={{ base: '4', md: '6' }} pt={{ base: '4', md: '6' }}>
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }} pb={{ base: '4', md: '6' }} pt="3" gap="3">
        {children}
      </Card.Body>
    </Card.Root>
  );
};

/** The rules of a card, a bullet each. */
export const RuleList = ({ children }: { children: ReactNode }) => (
  <List.Root as="ul" ps="5" gap="2" lineHeight="tall">
    {children}
  </List.Root>
);

interface PayoutListProps {
  payouts: readonly { label: string; value: string }[];
}

/** What each place or period pays, label at the left and amount at the right. */
export const PayoutList = ({ payouts }: PayoutListProps) => (
  <DataList.Root orientation="horizontal" gap="0" divideY="1px">
    {payouts.map((payout) => (
      <DataList.Item key={payout.label} justifyContent="space-between" py="2.5">
        <DataList.ItemLabel color="fg.muted" minW="0" flex="1">
          {payout.label}
        </DataList.ItemLabel>
        <DataList.ItemValue flex="none" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {payout.value}
        </DataList.ItemValue>
      </DataList.Item>
    ))}
  </DataList.Root>
);
