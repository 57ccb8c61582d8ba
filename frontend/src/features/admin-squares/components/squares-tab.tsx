import { Stack } from '@chakra-ui/react';
import { LoadError } from '@/components/load-error';
import { SquareNamesCard } from '@/features/admin-squares/components/square-names-card';
import { SquaresSetupCard } from '@/features/admin-squares/components/squares-setup-card';
import { useSquares } from '@/lib/api/get-squares';

/** The Super Bowl squares: visibility, counts, price, and the 100 names. */
export const SquaresTab = () => {
  const { data: squares, error, mutate } = useSquares();
  const reload = () => mutate();

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <SquaresSetupCard squares={squares} onSaved={reload} />
      {error ? (
        <LoadError what="the squares" onRetry={() => void reload()} />
      ) : (
        squares && <SquareNamesCard squares={squares} onSaved={reload} />
      )}
    </Stack>
  );
};
