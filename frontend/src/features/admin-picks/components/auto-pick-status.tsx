import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ScheduleStatus } from '@shared/schemas/admin-people';
import { StatusFact } from '@/components/admin/status-fact';
import { LoadError } from '@/components/load-error';
import { runOutcomeText } from '@/features/admin-picks/auto-pick-schedule';
import { formatKickoff, kickoffFormat } from '@/lib/format-kickoff';

interface AutoPickStatusProps {
  status: ScheduleStatus | undefined;
  error: Error | undefined;
  onRetry: () => void;
}

/** The schedule as it stands: when it runs, what its last run assigned and when it runs next. */
export const AutoPickStatus = ({ status, error, onRetry }: AutoPickStatusProps) => {
  if (error) return <LoadError what="the assignment status" onRetry={onRetry} />;
  if (!status) return <Skeleton height="16" />;
  // Times read in the schedule's zone, as the schedule text does.
  const format = kickoffFormat(undefined, status.timezone);
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }}>
      <StatusFact label="Schedule">
        <Text fontWeight="semibold">{status.scheduleText}</Text>
      </StatusFact>
      <StatusFact label="Last run">
        <Text fontWeight="semibold">
          {status.lastRun ? formatKickoff(status.lastRun.at, format) : 'Never'}
        </Text>
        {status.lastRun && (
          <Text fontSize="sm" color="fg.muted">
            {runOutcomeText(status.lastRun)}
          </Text>
        )}
      </StatusFact>
      <StatusFact label="Next run">
        <Text fontWeight="semibold">
          {status.nextRun ? formatKickoff(status.nextRun, format) : 'Not scheduled'}
        </Text>
      </StatusFact>
    </SimpleGrid>
  );
};
