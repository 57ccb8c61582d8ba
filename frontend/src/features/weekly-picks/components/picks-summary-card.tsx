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
  <Stack gap="0.5" bg="bg.subtle" borderRadius="md" px="3" py="2.5" role="group" aria-label={label}>
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

/**
 * Picks made, the open games still without a pick, the games still open and the MNF total at a
 * glance: each named for what it counts, so "0 to pick" never reads as "no games left".
 */
export const PicksSummaryCard = ({ progress, mnfTotal, mnfInvalid }: PicksSummaryCardProps) => (
  <Card.Root variant="outline" bg="bg" shadow="xs">
    <Card.Body gap="3" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        Picks Summary
      </Heading>
      <SimpleGrid columns={2} gap="2">
        <SummaryStat label="Picks made" value={`${progress.made} / ${progress.total}`} />
        <SummaryStat label="Still to pick" value={String(progress.remaining)} />
        <SummaryStat label="Open" value={String(progress.eligible)} />
        <SummaryStat label="MNF total" value={mnfValue(mnfTotal, mnfInvalid)} />
      </SimpleGrid>
    </Card.Body>
  </Card.Root>
);
