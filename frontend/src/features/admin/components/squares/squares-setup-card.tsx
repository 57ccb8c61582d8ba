import { Separator, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { Square } from '@shared/squares';
import { AdminCard } from '@/features/admin/components/admin-card';
import { SettingSwitch } from '@/features/admin/components/pool-settings/setting-switch';
import { SquarePriceForm } from '@/features/admin/components/squares/square-price-form';
import { useSquaresVisibility } from '@/features/admin/hooks/use-squares-visibility';
import { SquareStats } from '@/features/squares/components/square-stats';
import { gridPrice, squareCounts } from '@/features/squares/squares-grid';

interface SquaresSetupCardProps {
  /** Undefined while the grid loads. */
  squares: readonly Square[] | undefined;
  onSaved: () => Promise<unknown>;
}

/** Whether players see the grid, how full it is, and what a square costs. */
export const SquaresSetupCard = ({ squares, onSaved }: SquaresSetupCardProps) => {
  const visibility = useSquaresVisibility();

  return (
    <AdminCard title="Super Bowl Squares" description="Players see “Coming Soon!” while the grid is hidden.">
      <SettingSwitch
        label="Show Squares"
        setting={visibility.value}
        onText="Visible to players"
        offText="Hidden from players"
        pending={visibility.pending}
        onChange={visibility.toggle}
      />
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
