import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { SeasonLeaderboardEntry } from '@shared/schemas/leaderboard';
import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { behindInWords, gamesBehindRows, leadersAfterLastWeek } from '@/features/results/season-chart-data';

const VIEWER_COLOUR = '#0b1f3f';
const LEADER_COLOUR = '#d97706';
const FIELD_COLOUR = '#a1a1aa';

type LineRole = 'viewer' | 'leader' | 'field';
const look: Record<LineRole, { colour: string; width: number; label: string }> = {
  viewer: { colour: VIEWER_COLOUR, width: 3.5, label: 'You' },
  leader: { colour: LEADER_COLOUR, width: 2.5, label: 'Leader' },
  field: { colour: FIELD_COLOUR, width: 1.25, label: 'Everyone else' },
};

const LegendSwatch = ({ line, label = look[line].label }: { line: LineRole; label?: string }) => (
  <HStack gap="1.5">
    <Box width="5" height={line === 'field' ? '0.5' : '1'} borderRadius="full" bg={look[line].colour} />
    <Text>{label}</Text>
  </HStack>
);

interface SeasonChartProps {
  entries: SeasonLeaderboardEntry[];
  viewerId: string;
}

/** The race: games behind the leader after each week, the viewer and the leaders drawn bold. */
export const SeasonChart = ({ entries, viewerId }: SeasonChartProps) => {
  const rows = useMemo(() => gamesBehindRows(entries), [entries]);
  const leaders = leadersAfterLastWeek(rows);
  const roleOf = (userId: string): LineRole =>
    userId === viewerId ? 'viewer' : leaders.includes(userId) ? 'leader' : 'field';
  const drawOrder: LineRole[] = ['field', 'leader', 'viewer'];
  const ordered = [...entries].sort(
    (a, b) => drawOrder.indexOf(roleOf(a.userId)) - drawOrder.indexOf(roleOf(b.userId)),
  );
  const last = rows.at(-1);
  const leaderNames = entries
    .filter((entry) => leaders.includes(entry.userId))
    .map((entry) => entry.user.displayName);
  const viewerBehind = last?.[viewerId];
  const summary = last
    ? [
        viewerBehind === undefined ? null : `You: ${behindInWords(viewerBehind, last.week)}.`,
        `Leading: ${leaderNames.join(', ')}.`,
      ]
        .filter(Boolean)
        .join(' ')
    : 'No graded weeks yet.';
  return (
    <Stack gap="2">
      <Box
        height={{ base: '72', md: '96' }}
        fontSize="xs"
        role="img"
        aria-label={`Games behind the leader by week. ${summary}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 12, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#e4e4e7" strokeDasharray="3 3" />
            <XAxis dataKey="week" tickFormatter={(week: number) => `W${week}`} stroke="#71717a" />
            <YAxis reversed allowDecimals={false} domain={[0, 'dataMax']} stroke="#71717a" />
            <Tooltip
              labelFormatter={(week) => `After Week ${week}: games behind`}
              itemSorter={(item) => Number(item.value ?? 0)}
              contentStyle={{ borderRadius: 8, fontSize: 12 }}
            />
            {ordered.map((entry) => {
              const role = roleOf(entry.userId);
              return (
                <Line
                  key={entry.userId}
                  type="linear"
                  dataKey={entry.userId}
                  name={entry.user.displayName}
                  stroke={look[role].colour}
                  strokeWidth={look[role].width}
                  strokeOpacity={role === 'field' ? 0.7 : 1}
                  dot={false}
                  activeDot={{ r: role === 'field' ? 2 : 4 }}
                  isAnimationActive={false}
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <HStack gap="4" fontSize="xs" color="fg.muted" flexWrap="wrap" aria-hidden>
        {entries.some((entry) => entry.userId === viewerId) && <LegendSwatch line="viewer" />}
        {leaderNames.length > 0 && <LegendSwatch line="leader" label={`Leader: ${leaderNames.join(', ')}`} />}
        <LegendSwatch line="field" />
      </HStack>
      <Text fontSize="sm" data-testid="race-summary">
        {summary}
      </Text>
    </Stack>
  );
};
