import { Box } from '@chakra-ui/react';
import type { SeasonLeaderboardEntry } from '@shared/schemas/leaderboard';
import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cumulativeRows } from '@/features/results/season-chart-data';

/** Distinct, readable line colours; the viewer's line is drawn in the brand navy on top. */
const lineColours = [
  '#0ea5e9',
  '#f97316',
  '#22c55e',
  '#a855f7',
  '#ef4444',
  '#14b8a6',
  '#eab308',
  '#ec4899',
  '#64748b',
  '#84cc16',
  '#6366f1',
  '#d946ef',
  '#f59e0b',
];
const VIEWER_COLOUR = '#0b1f3f';

interface SeasonChartProps {
  entries: SeasonLeaderboardEntry[];
  viewerId: string;
}

/** Each player's cumulative correct picks by week (recharts, loaded only with this tab). */
export const SeasonChart = ({ entries, viewerId }: SeasonChartProps) => {
  const rows = useMemo(() => cumulativeRows(entries), [entries]);
  // The viewer's line last, so it is drawn above the others.
  const ordered = [...entries].sort((a, b) => Number(a.userId === viewerId) - Number(b.userId === viewerId));
  return (
    <Box
      height={{ base: '80', md: '96' }}
      fontSize="xs"
      role="img"
      aria-label="Correct picks by week, per player"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="#e4e4e7" strokeDasharray="3 3" />
          <XAxis dataKey="week" tickFormatter={(week: number) => `W${week}`} stroke="#71717a" />
          <YAxis allowDecimals={false} stroke="#71717a" />
          <Tooltip
            labelFormatter={(week) => `Week ${week}`}
            itemSorter={(item) => -Number(item.value ?? 0)}
            contentStyle={{ borderRadius: 8, fontSize: 12 }}
          />
          <Legend iconType="plainline" wrapperStyle={{ fontSize: 12, paddingTop: 8 }} />
          {ordered.map((entry) => {
            const viewer = entry.userId === viewerId;
            const colour = viewer ? VIEWER_COLOUR : lineColours[entries.indexOf(entry) % lineColours.length];
            return (
              <Line
                key={entry.userId}
                type="linear"
                dataKey={entry.userId}
                name={entry.user.displayName}
                stroke={colour}
                strokeWidth={viewer ? 3.5 : 1.5}
                strokeOpacity={viewer ? 1 : 0.8}
                dot={false}
                activeDot={{ r: viewer ? 5 : 3 }}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
};
