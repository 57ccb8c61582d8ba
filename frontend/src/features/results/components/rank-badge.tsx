import { Circle } from '@chakra-ui/react';

const medal: Record<number, { bg: string; color: string }> = {
  1: { bg: 'yellow.400', color: 'yellow.950' },
  2: { bg: 'gray.300', color: 'gray.900' },
  3: { bg: 'orange.300', color: 'orange.950' },
};

/** A standings rank; the top three get medal colours. */
export const RankBadge = ({ rank }: { rank: number }) => {
  const look = medal[rank] ?? { bg: 'bg.muted', color: 'fg' };
  return (
    <Circle size="7" bg={look.bg} color={look.color} fontSize="xs" fontWeight="bold">
      {rank}
    </Circle>
  );
};
