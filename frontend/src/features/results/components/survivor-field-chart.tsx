import { Box } from '@chakra-ui/react';
import type { SurvivorPoolResults } from '@shared/schemas/survivor';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const FIELD_COLOUR = '#0b1f3f';

interface SurvivorFieldChartProps {
  field: SurvivorPoolResults['field'];
  total: number;
  /** Said to screen readers in place of the picture. */
  summary: string;
}

/** The field shrinking: entries still alive after each week of the pool. */
export const SurvivorFieldChart = ({ field, total, summary }: SurvivorFieldChartProps) => (
  <Box
    height={{ base: '56', md: '64' }}
    fontSize="xs"
    role="img"
    aria-label={`Alive entries by week. ${summary}`}
  >
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={field} margin={{ top: 12, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e4e4e7" strokeDasharray="3 3" />
        <XAxis dataKey="week" tickFormatter={(week: number) => `W${week}`} stroke="#71717a" />
        <YAxis allowDecimals={false} domain={[0, Math.max(total, 1)]} stroke="#71717a" />
        <Tooltip
          labelFormatter={(week) => `Week ${week}`}
          formatter={(alive) => [alive, 'Alive']}
          contentStyle={{ borderRadius: 8, fontSize: 12 }}
        />
        <Area
          type="stepAfter"
          dataKey="alive"
          name="Alive"
          stroke={FIELD_COLOUR}
          strokeWidth={2.5}
          fill={FIELD_COLOUR}
          fillOpacity={0.12}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  </Box>
);
