import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SystemStatus } from '@shared/schemas/admin';
import { LoadError } from '@/components/load-error';
import { useSystemStatus } from '@/features/admin/api/get-system-status';
import { AdminCard } from '@/features/admin/components/admin-card';

const checks: { key: keyof SystemStatus; label: string }[] = [
  { key: 'sportsData', label: 'Sports data provider' },
  { key: 'database', label: 'Database' },
  { key: 'login', label: 'Login provider' },
];

/** Live health of what the pool depends on. */
export const SystemStatusCard = () => {
  const { data, error, isValidating, mutate } = useSystemStatus();

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
          {checks.map(({ key, label }) => {
            const check = data[key];
            return (
              <HStack as="li" key={key} align="flex-start" gap="3">
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
          })}
        </Stack>
      )}
    </AdminCard>
  );
};
