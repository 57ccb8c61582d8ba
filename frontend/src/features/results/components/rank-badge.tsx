import { Circle } from '@chakra-ui/react';

const medals: Record<number, { bg: string; color: string; name: string }> = {
  1: { bg: 'yellow.400', color: 'yellow.950', name: 'Gold medal' },
  2: { bg: 'gray.300', color: 'gray.900', name: 'Silver medal' },
  3: { bg: 'orange.300', color: 'orange.950', name: 'Bronze medal' },
};

/** A standings rank; the top three get medal colours once the board is decided (`medal`). */
export const RankBadge = ({ rank, medal = true }: { rank: number; medal?: boolean }) => {
  const look = (medal && medals[rank]) || { bg: 'bg.muted', color: 'fg', name: undefined };
  return (
    <Circle size="7" bg={look.bg} color={look.color} fontSize="xs" fontWeight="bold" title={look.name}>
      {rank}
    </Circle>
  );
};
