import { Badge, Box, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { AdminSurvivorPicks } from '@shared/schemas/survivor';
import { AdminCard } from '@/components/admin/admin-card';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { TeamLogo } from '@/components/team-logo';

interface SurvivorPicksCardProps {
  week: number;
  picks: AdminSurvivorPicks | undefined;
  error: Error | undefined;
  onRetry: () => void;
}

/** Every survivor pick of the week across the pools, each Finalized or still able to change. */
export const SurvivorPicksCard = ({ week, picks, error, onRetry }: SurvivorPicksCardProps) => (
  <AdminCard
    title={`Week ${week} Survivor Picks`}
    description="Every pool's picks for the week, as saved. Players see others' picks only after kickoff."
  >
    {error ? (
      <LoadError what="the survivor picks" onRetry={onRetry} />
    ) : !picks ? (
      <Stack gap="2" aria-busy="true" aria-label="Loading survivor picks">
        {['a', 'b', 'c', 'd'].map((row) => (
          <Skeleton key={row} height="9" />
        ))}
      </Stack>
    ) : picks.picks.length === 0 ? (
      <EmptyMessage title={`No survivor picks for Week ${week} yet`} />
    ) : (
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={`Week ${week} survivor picks`}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Player</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="sm">Pool</Table.ColumnHeader>
              <Table.ColumnHeader>Team</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {picks.picks.map((pick) => (
              <Table.Row key={pick.entryId}>
                <Table.Cell>
                  <Text fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
                    {pick.user.displayName}
                  </Text>
                  {pick.entryName && (
                    <Text fontSize="xs" color="fg.muted">
                      {pick.entryName}
                    </Text>
                  )}
                  <Text hideFrom="sm" fontSize="xs" color="fg.muted" whiteSpace="normal">
                    {pick.poolName} ({pick.poolId})
                  </Text>
                </Table.Cell>
                <Table.Cell hideBelow="sm">
                  <Text>{pick.poolName}</Text>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                    {pick.poolId}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" whiteSpace="nowrap">
                    <Box hideBelow="sm">
                      <TeamLogo teamId={pick.pickedTeamId} size={24} />
                    </Box>
                    <Text fontWeight="semibold" title={pick.team.displayName}>
                      {pick.team.abbreviation}
                    </Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Badge colorPalette={pick.isFinalized ? 'green' : 'orange'} variant="subtle">
                    {pick.isFinalized ? 'Finalized' : 'Can Change'}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    )}
  </AdminCard>
);
