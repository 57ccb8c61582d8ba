import { Separator, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { Square } from '@shared/squares';
import { AdminCard } from '@/components/admin/admin-card';
import { SquaresVisibilitySwitch } from '@/components/admin/squares-visibility-switch';
import { SquareStats } from '@/components/square-stats';
import { SquarePriceForm } from '@/features/admin-squares/components/square-price-form';
import { gridPrice, squareCounts } from '@/lib/squares-grid';

interface SquaresSetupCardProps {
  /** Undefined while the grid loads. */
  squares: readonly Square[] | undefined;
  onSaved: () => Promise<unknown>;
}

/** Whether players see the grid, how full it is, and what a square costs. */
export const SquaresSetupCard = ({ squares, onSaved }: SquaresSetupCardProps) => {
  return (
    <AdminCard title="Super Bowl Squares" description="Players see “Coming Soon!” while the grid is hidden.">
      <SquaresVisibilitySwitch />
      <Separator />
      {squares ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <SquareStats counts={squareCounts(squares)} />
          <SquarePriceForm price={gridPrice(squares)} onSaved={onSaved} />
        </SimpleGrid>
      ) : (
        <Stack gap="3">
          <Skeleton height="16" />
          <Skeleton height="10" />
        </Stack>
      )}
    </AdminCard>
  );
};
