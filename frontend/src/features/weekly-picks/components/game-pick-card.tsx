import { Badge, Card, Center, Grid, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Game, PickSplit } from '@shared/game';
import { finalText, isWaitingForScore, WAITING_FOR_SCORE } from '@shared/live-game';
import { hasKickedOff, pickLockMessages } from '@shared/pick-lock';
import type { WeeklyPick } from '@shared/schemas/picks';
import type { PickOutcome } from '@shared/scoring';
import { memo } from 'react';
import { LockIcon } from '@/components/icons/lock-icon';
import { LiveClock } from '@/components/live-clock';
import { PickLineNote } from '@/features/weekly-picks/components/pick-line-note';
import { TeamPickButton } from '@/features/weekly-picks/components/team-pick-button';
import { formatKickoff } from '@/lib/format-kickoff';
import { coverLooks, liveCover, liveScoreText } from '@/lib/live-score';
import { outcomeLooks } from '@/lib/pick-outcome';
import { splitSentence } from '@/lib/pick-split';
import { favoriteLine, teamLine } from '@/lib/spread';

interface GamePickCardProps {
  game: Game;
  selectedTeamId: number | undefined;
  /** The saved pick's outcome, once graded. */
  outcome: PickOutcome | undefined;
  /** The saved pick, with the line it was made against. */
  savedPick: Pick<WeeklyPick, 'pickedTeamId' | 'line'> | undefined;
  split: PickSplit | undefined;
  saving: boolean;
  /** True after a save attempt found this open game without a pick. */
  needsPick: boolean;
  /** "Locks in 3 h 12 min" within a day of kickoff, else null. */
  lockCountdown: string | null;
  onPick: (gameId: string, teamId: number) => void;
}

/**
 * One game: kickoff, line, the two team buttons, and its lock, split or result. Memoised: a pick, or
 * data arriving for another part of the page, re-renders the cards it changed, not all sixteen.
 */
export const GamePickCard = memo(
  ({
    game,
    selectedTeamId,
    outcome,
    savedPick,
    split,
    saving,
    needsPick,
    lockCountdown,
    onPick,
  }: GamePickCardProps) => {
    const locked = game.lockReason !== null;
    const final = game.isCompleted && game.homeScore !== null && game.awayScore !== null;
    const liveScore = liveScoreText(game);
    const showScore = final || liveScore !== null;
    const cover = liveCover(game, selectedTeamId);
    const graded = outcome && outcome !== 'pending' ? outcomeLooks[outcome] : null;
    const poolSplit = hasKickedOff(game) ? splitSentence(game, split) : null;
    const label = `${game.awayTeam.abbreviation} at ${game.homeTeam.abbreviation}`;

    return (
      <Card.Root
        role="group"
        aria-label={label}
        data-game-id={game.id}
        variant="outline"
        bg="bg"
        size="sm"
        borderColor={needsPick ? 'border.error' : 'border'}
        borderWidth={needsPick ? '2px' : '1px'}
        shadow="xs"
      >
        <Card.Body gap="3" p={{ base: '3', md: '4' }}>
          <HStack justify="space-between" gap="2" minH="6">
            {liveScore ? (
              <HStack gap="1" fontSize="xs">
                <LiveClock game={game} />
                {/* The scores sit in the team buttons, whose names are the teams: say them here too. */}
                <VisuallyHidden>{liveScore}</VisuallyHidden>
              </HStack>
            ) : (
              <Text
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wide"
              >
                {final
                  ? finalText(game)
                  : isWaitingForScore(game)
                    ? WAITING_FOR_SCORE
                    : formatKickoff(game.startTime)}
              </Text>
            )}
            <HStack gap="2">
              {game.isMnfTiebreaker && (
                <Badge colorPalette="purple" variant="subtle" size="sm">
                  MNF Tiebreaker
                </Badge>
              )}
              <Text fontSize="xs" fontWeight="bold" color="fg" whiteSpace="nowrap">
                {favoriteLine(game)}
              </Text>
            </HStack>
          </HStack>

          <Grid templateColumns="1fr auto 1fr" gap={{ base: '1.5', md: '2' }} alignItems="center">
            <TeamPickButton
              teamId={game.awayTeamId}
              team={game.awayTeam}
              line={teamLine(game.spread, 'away')}
              score={showScore ? game.awayScore : null}
              selected={selectedTeamId === game.awayTeamId}
              disabled={locked || saving}
              onPick={() => onPick(game.id, game.awayTeamId)}
            />
            <Center>
              <Text fontSize="xs" fontWeight="bold" color="fg.subtle">
                @
              </Text>
            </Center>
            <TeamPickButton
              teamId={game.homeTeamId}
              team={game.homeTeam}
              line={teamLine(game.spread, 'home')}
              score={showScore ? game.homeScore : null}
              selected={selectedTeamId === game.homeTeamId}
              disabled={locked || saving}
              onPick={() => onPick(game.id, game.homeTeamId)}
            />
          </Grid>

          {savedPick && savedPick.pickedTeamId === selectedTeamId && (
            <PickLineNote pick={savedPick} game={game} />
          )}

          {(locked || needsPick || lockCountdown || poolSplit || graded || cover) && (
            <HStack justify="space-between" gap="2" wrap="wrap" fontSize="xs" minH="5">
              {game.lockReason ? (
                <HStack gap="1" color="fg.muted">
                  <LockIcon boxSize="3.5" />
                  {/* The page says once that the admin paused picks; each card just shows it is locked. */}
                  <Text>{game.lockReason === 'disabled' ? 'Locked' : pickLockMessages[game.lockReason]}</Text>
                </HStack>
              ) : (
                <HStack gap="3">
                  {needsPick && (
                    <Text color="fg.error" fontWeight="semibold">
                      Pick a team
                    </Text>
                  )}
                  {lockCountdown && (
                    <HStack gap="1" color="fg" fontWeight="medium">
                      <LockIcon boxSize="3.5" />
                      <Text>{lockCountdown}</Text>
                    </HStack>
                  )}
                </HStack>
              )}
              <HStack gap="2">
                {poolSplit && (
                  <Text color="fg.muted" fontWeight="medium">
                    {poolSplit}
                  </Text>
                )}
                {graded && (
                  <Badge colorPalette={graded.palette} variant="solid" size="sm">
                    {graded.label}
                  </Badge>
                )}
                {cover && (
                  <Badge colorPalette={coverLooks[cover].palette} variant="subtle" size="sm">
                    {coverLooks[cover].label}
                  </Badge>
                )}
              </HStack>
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    );
  },
);
