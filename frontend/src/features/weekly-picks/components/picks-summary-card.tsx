import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PickProgress } from '@/features/weekly-picks/pick-rules';

interface PicksSummaryCardProps {
  progress: PickProgress;
  /** The MNF total as it stands (typed or saved), null when missing; undefined without an MNF game. */
  mnfTotal: number | null | undefined;
  /** True while the MNF box holds something that is not a valid total. */
  mnfInvalid: boolean;
}

const SummaryStat = ({ label, value }: { label: string; value: string }) => (
  <Stack gap="0.5" bg="bg.subtle" borderRadius="md" px="3" py="2.5">
    <Text fontSize="xs" color="fg.muted" fontWeight="medium">
      {label}
    </Text>
    <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
      {value}
    </Text>
  </Stack>
);

const mnfValue = (mnfTotal: number | null | undefined, invalid: boolean) => {
  if (mnfTotal === undefined) return '—';
  if (invalid) return 'Not valid';
  return mnfTotal === null ? 'Not set' : String(mnfTotal);
};

/** Picks made, games still to pick, games locked and the MNF total at a glance. */
export const PicksSummaryCard = ({ progress, mnfTotal, mnfInvalid }: PicksSummaryCardProps) => (
  <Card.Root variant="outline" bg="bg" shadow="xs">
    <Card.Body gap="3" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        Picks Summary
      </Heading>
      <SimpleGrid columns={2} gap="2">
        <SummaryStat label="Picks made" value={`${progress.made} / ${progress.total}`} />
        <SummaryStat label="Games remaining" value={String(progress.remaining)} />
        <SummaryStat label="Games locked" value={String(progress.locked)} />
        <SummaryStat label="MNF total" value={mnfValue(mnfTotal, mnfInvalid)} />
      </SimpleGrid>
    </Card.Body>
  </Card.Root>
);
