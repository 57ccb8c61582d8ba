import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import type { WeeklyPick } from '@shared/schemas/picks';
import { Link as RouterLink } from 'react-router-dom';
import type { WeekResult, WeekState } from '@/features/dashboard/week-state';
import { serverNow } from '@/lib/server-clock';
import { useKickoffLocks } from '@/lib/use-kickoff-locks';
import { weekDeadline } from '@/lib/week-deadline';

interface DeadlineBannerProps {
  week: number;
  /** The week's games by kickoff; undefined while loading. */
  games: Game[] | undefined;
  state: WeekState;
  /** The player's picks of the week; undefined while loading. */
  picks: readonly WeeklyPick[] | undefined;
  /** The player's week result, shown once every game is final; undefined while loading. */
  result: WeekResult | undefined;
}

interface BannerText {
  title: string;
  detail: string;
  action: { label: string; to: string };
}

const bannerText = (
  week: number,
  games: Game[],
  state: Exclude<WeekState, 'loading'>,
  picks: readonly WeeklyPick[] | undefined,
  result: WeekResult | undefined,
): BannerText => {
  if (state === 'final') {
    return {
      title: result?.title ?? `Week ${week} is final`,
      detail: result?.detail ?? 'Every game is final.',
      action: { label: `Week ${week} Results`, to: `/results?tab=weekly-standings&week=${week}` },
    };
  }
  if (state === 'paused') {
    return {
      title: 'Picks are paused',
      detail: 'The pool admin has paused pick submission; your saved picks stand.',
      action: { label: `View Week ${week} Picks`, to: '/weekly-picks' },
    };
  }
  const deadline = weekDeadline(games, picks && new Set(picks.map((pick) => pick.gameId)), serverNow());
  return {
    title: deadline.title,
    detail: deadline.detail,
    action: { label: `${deadline.picksOpen ? 'Make' : 'View'} Week ${week} Picks`, to: '/weekly-picks' },
  };
};

/**
 * The week at a glance for a weekly-pool player: the deadline before the first kickoff, then what is
 * still open and the next lock (drawn again at each kickoff), that the admin paused picks, or the
 * player's result once every game is final; with the way in.
 */
export const DeadlineBanner = ({ week, games, state, picks, result }: DeadlineBannerProps) => {
  const locked = useKickoffLocks(games ?? []);
  const text =
    games === undefined || state === 'loading' ? null : bannerText(week, locked, state, picks, result);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      bg="brand.solid"
      color="brand.contrast"
      borderRadius="l3"
      px={{ base: '4', md: '5' }}
      py={{ base: '3.5', md: '4' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      shadow="sm"
      data-testid="week-banner"
    >
      <Stack gap="0.5">
        {text === null ? (
          <Skeleton height={{ base: '6', md: '7' }} width="64" maxW="full" />
        ) : (
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
            {text.title}
          </Text>
        )}
        <Text fontSize="sm" opacity="0.85">
          {text?.detail ?? 'Each game locks at kickoff'}
        </Text>
      </Stack>
      {text === null ? (
        <Skeleton height="10" width={{ base: 'full', sm: '32' }} borderRadius="l2" flexShrink="0" />
      ) : (
        <Button
          asChild
          variant="solid"
          bg="white"
          color="brand.fg"
          _hover={{ bg: 'brand.50' }}
          flexShrink="0"
        >
          <RouterLink to={text.action.to}>{text.action.label}</RouterLink>
        </Button>
      )}
    </Stack>
  );
};
