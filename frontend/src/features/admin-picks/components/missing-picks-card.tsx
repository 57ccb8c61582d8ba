import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MissingPicksReport, RemindResult } from '@shared/schemas/reminders';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { useMissingPicks } from '@/features/admin-picks/api/get-missing-picks';
import { useRemindPlayers } from '@/features/admin-picks/api/remind-players';
import { MissingPicksRow } from '@/features/admin-picks/components/missing-picks-row';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { formatKickoff } from '@/lib/format-kickoff';
import { formatTimeLeft } from '@/lib/lock-countdown';

const kickoffLine = (report: MissingPicksReport) =>
  report.nextKickoff
    ? `Next kickoff in ${formatTimeLeft(Date.parse(report.nextKickoff) - Date.parse(report.at))} (${formatKickoff(report.nextKickoff)}).`
    : 'Every game of the week has kicked off.';

const sentText = (result: RemindResult) =>
  result.sent === 0
    ? 'No reminders sent: no opted-in player has picks missing.'
    : `Sent ${countOf(result.sent, 'reminder')}: ${result.recipients.map((r) => r.displayName).join(', ')}.`;

/** Missing Picks: who still needs to pick what this week, and a reminder mail to the opted-in ones now. */
export const MissingPicksCard = () => {
  const report = useMissingPicks();
  const { trigger, isMutating: sending } = useRemindPlayers();
  const [sent, setSent] = useState<RemindResult | null>(null);
  const optedIn = report.data?.players.filter((row) => row.remindersOn).length ?? 0;

  const remind = async () => {
    try {
      const result = await trigger();
      setSent(result);
      reportAdminSuccess(sentText(result));
    } catch (error) {
      reportAdminError(error, 'Failed to send reminders');
    }
  };

  return (
    <AdminCard
      title="Missing Picks"
      description={
        report.data
          ? `Week ${report.data.week}: ${countOf(report.data.players.length, 'player')} still ${report.data.players.length === 1 ? 'needs' : 'need'} to pick. ${kickoffLine(report.data)}`
          : 'Who still needs to pick what this week.'
      }
    >
      {report.error && !report.data ? (
        <LoadError what="the missing picks" onRetry={() => void report.mutate()} />
      ) : !report.data ? (
        <Skeleton height="24" />
      ) : report.data.players.length === 0 ? (
        <EmptyMessage title="Nobody has picks missing">
          Every player has made every pick they still can.
        </EmptyMessage>
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          maxH="md"
          overflowY="auto"
          aria-label="Players with missing picks"
          tabIndex={0}
        >
          {report.data.players.map((row) => (
            <MissingPicksRow key={row.userId} row={row} />
          ))}
        </Stack>
      )}
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Text fontSize="sm" color="fg.muted">
          {`Mails the ${countOf(optedIn, 'player')} above who asked for reminders. Players who did not opt in get nothing.`}
        </Text>
        <Button
          onClick={() => void remind()}
          loading={sending}
          loadingText="Sending..."
          disabled={!report.data}
          alignSelf={{ sm: 'flex-start' }}
        >
          Remind these players now
        </Button>
        {sent && (
          <Text fontSize="sm" role="status">
            {sentText(sent)}
          </Text>
        )}
      </Stack>
    </AdminCard>
  );
};
