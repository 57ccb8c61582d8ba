import { Table, Text } from '@chakra-ui/react';
import { recordOf } from '@shared/record';
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import type { ReactNode } from 'react';
import { PlayerName } from '@/features/results/components/player-name';
import { RankBadge } from '@/features/results/components/rank-badge';
import type { PrizeNote } from '@/features/results/prize-note';

/** What weekly and season standings entries have in common. */
type StandingsEntry = Pick<WeeklyLeaderboardEntry, 'userId' | 'user' | 'rank' | 'wins' | 'losses' | 'pushes'>;

interface StandingsRowProps {
  entry: StandingsEntry;
  /** The viewer's own row is highlighted. */
  viewerId: string;
  /** How wide the player's name may get on phones before it wraps. */
  playerMaxWidth: string;
  /** A line under the name, such as why the tiebreaker put the row here. */
  note?: string | null;
  /** What the row's prize says that its rank does not, such as a place the user id decided. */
  prize?: PrizeNote | null;
  /** A marker under the name, in words, such as "Out of the running". */
  status?: string | null;
  /** A line under the record, such as "Up to 11". */
  recordNote?: string | null;
  /** Medal colours for the top three: only once the board is decided. */
  medals?: boolean;
  /** The cells after Rank, Player and Record. */
  children: ReactNode;
}

/** A standings row: the rank, the player and the record, then the table's own cells. */
export const StandingsRow = ({
  entry,
  viewerId,
  playerMaxWidth,
  note,
  prize,
  status,
  recordNote,
  medals = true,
  children,
}: StandingsRowProps) => {
  const mine = entry.userId === viewerId;
  return (
    <Table.Row bg={mine ? 'brand.subtle' : 'bg'}>
      <Table.Cell>
        <RankBadge rank={entry.rank} medal={medals} />
      </Table.Cell>
      <Table.Cell maxW={{ base: playerMaxWidth, md: 'none' }}>
        <PlayerName name={entry.user.displayName} fontWeight={mine ? 'bold' : 'medium'} />
        {note && (
          <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
            {note}
          </Text>
        )}
        {prize && (
          <Text
            fontSize="xs"
            fontWeight={prize.wins ? 'semibold' : 'normal'}
            color={prize.wins ? 'brand.fg' : 'fg.muted'}
            whiteSpace="normal"
          >
            {prize.text}
          </Text>
        )}
        {status && (
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" whiteSpace="normal">
            {status}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {recordOf(entry)}
        {recordNote && (
          <Text fontSize="xs" fontWeight="normal" color="fg.muted" whiteSpace="nowrap">
            {recordNote}
          </Text>
        )}
      </Table.Cell>
      {children}
    </Table.Row>
  );
};
