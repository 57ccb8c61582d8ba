import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SystemCheck, SystemStatus } from '@shared/schemas/admin';
import { AdminCard } from '@/components/admin/admin-card';
import { LoadError } from '@/components/load-error';
import { useLiveScores } from '@/features/admin-games/api/get-live-scores';
import { useSystemStatus } from '@/features/admin-games/api/get-system-status';
import { finalScoresCheck, liveSyncCheck } from '@/features/admin-games/live-scores-status';
import { formatKickoff } from '@/lib/format-kickoff';

const checks: { key: keyof SystemStatus; label: string }[] = [
  { key: 'sportsData', label: 'Sports data provider' },
  { key: 'database', label: 'Database' },
  { key: 'login', label: 'Login provider' },
];

const CheckRow = ({ label, check }: { label: string; check: SystemCheck }) => (
  <HStack as="li" align="flex-start" gap="3">
    <Box
      flexShrink="0"
      mt="1.5"
      boxSize="2.5"
      borderRadius="full"
      bg={check.ok ? 'green.500' : 'red.500'}
      aria-hidden="true"
    />
    <Stack gap="0" minW="0">
      <Text fontWeight="semibold" fontSize="sm">
        {label}:{' '}
        <Text as="span" color={check.ok ? 'fg.success' : 'fg.error'}>
          {check.ok ? 'OK' : 'Problem'}
        </Text>
      </Text>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {check.detail}
      </Text>
    </Stack>
  </HStack>
);

/** Live health of what the pool depends on, and whether the game-day job's last sync failed. */
export const SystemStatusCard = () => {
  const { data, error, isValidating, mutate } = useSystemStatus();
  // The Live Scores card on this tab reads the job's state every 30 s; this shares what it read.
  const liveScores = useLiveScores();

  return (
    <AdminCard
      title="System Status"
      description="Checked live each time this page opens."
      aside={
        <Button size="xs" variant="ghost" onClick={() => void mutate()} loading={isValidating} flexShrink="0">
          Refresh
        </Button>
      }
    >
      {error ? (
        <LoadError what="the system status" onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack gap="3">
          {checks.map((check) => (
            <Skeleton key={check.key} height="10" />
          ))}
        </Stack>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {checks.map(({ key, label }) => (
            <CheckRow key={key} label={label} check={data[key]} />
          ))}
          {liveScores.data && (
            <>
              <CheckRow
                label="Live score sync"
                check={liveSyncCheck(liveScores.data, (at) => formatKickoff(at))}
              />
              <CheckRow label="Final scores" check={finalScoresCheck(liveScores.data)} />
            </>
          )}
        </Stack>
      )}
    </AdminCard>
  );
};
