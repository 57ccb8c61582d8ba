import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isSettingOn } from '@shared/pick-lock';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SquareStats } from '@/components/square-stats';
import { HowItWorksCard } from '@/features/squares/components/how-it-works-card';
import { SquaresLegend, SquaresTable } from '@/features/squares/components/squares-table';
import { useAmountText } from '@/lib/api/get-money-amounts';
import { useSetting } from '@/lib/api/get-setting';
import { useSquares } from '@/lib/api/get-squares';
import { useCurrentUser } from '@/lib/auth';
import { gridPrice, gridRows, squareCounts } from '@/lib/squares-grid';
import { useDocumentTitle } from '@/lib/use-document-title';

const ComingSoon = () => (
  <Card.Root variant="outline" bg="bg">
    <Card.Body gap="2" textAlign="center" py="10">
      <Heading as="h2" size="xl">
        Coming Soon!
      </Heading>
      <Text color="fg.muted">
        The squares grid isn't open yet. Squares open February 1 — check back then.
      </Text>
    </Card.Body>
  </Card.Root>
);

const SquaresGrid = () => {
  const { user } = useCurrentUser();
  const { data: squares, error, mutate } = useSquares();
  const money = useAmountText();
  if (error) return <LoadError what="the squares" onRetry={() => void mutate()} />;
  if (!squares) return <Skeleton height="96" borderRadius="l3" />;

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <SquareStats counts={squareCounts(squares)} price={money(gridPrice(squares))} />
      <Card.Root
        as="section"
        aria-labelledby="squares-grid-heading"
        variant="outline"
        bg="bg"
        size="sm"
        minW="0"
      >
        <Card.Header>
          <Heading as="h2" id="squares-grid-heading" size="md" letterSpacing="tight">
            The Grid
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Squares are assigned by the pool admins; this grid is read-only.
          </Text>
        </Card.Header>
        <Card.Body gap="3">
          <SquaresTable rows={gridRows(squares)} username={user?.username} />
          <SquaresLegend />
        </Card.Body>
      </Card.Root>
      <HowItWorksCard />
    </Stack>
  );
};

/** /squares: "Coming Soon!" until an admin shows the grid, then the read-only 10x10 grid. */
export const SquaresPage = () => {
  useDocumentTitle('Super Bowl Squares · NFL Pool');
  const visibility = useSetting('squares_visible');

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <PageHeader title="Super Bowl Squares" subtitle="A 10x10 grid for the big game, four chances to win." />
      {visibility.error ? (
        <LoadError what="the squares" onRetry={() => void visibility.mutate()} />
      ) : visibility.value === undefined ? (
        <Skeleton height="40" borderRadius="l3" />
      ) : isSettingOn(visibility.value) ? (
        <SquaresGrid />
      ) : (
        <ComingSoon />
      )}
    </Stack>
  );
};
