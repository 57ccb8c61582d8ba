import { Alert, Card, Field, Heading, HStack, Input, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { mnfLockMessages } from '@shared/pick-lock';
import { LockIcon } from '@/components/icons/lock-icon';
import { formatKickoff } from '@/lib/format-kickoff';
import { MNF_TOTAL_NEEDED, MNF_TOTAL_RULE, mnfTotalProblem } from '@/lib/mnf-total';

interface MnfTiebreakerCardProps {
  /** The card's element id, so a failed save can scroll to it. */
  id: string;
  game: Game;
  value: string;
  saving: boolean;
  /** True after a save attempt found the total missing. */
  needsTotal: boolean;
  /** True while the box holds something that is not a whole number within 0-150. */
  invalid: boolean;
  /** The player's total for the old tiebreaker game, cleared when the admin moved the tiebreaker. */
  cleared: { predictedTotal: number; game: Game | null } | null;
  onChange: (value: string) => void;
}

const matchupOf = (game: Game) => `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`;

/** Tells the player their total went with the old tiebreaker game, and what to do now. */
const clearedNote = (game: Game, cleared: NonNullable<MnfTiebreakerCardProps['cleared']>) =>
  [
    `The tiebreaker moved to ${matchupOf(game)}, so your total of ${cleared.predictedTotal}${
      cleared.game ? ` for ${matchupOf(cleared.game)}` : ''
    } was cleared.`,
    game.lockReason === null ? 'Enter a total for this game.' : null,
  ]
    .filter(Boolean)
    .join(' ');

/** The Monday-night total-points prediction that breaks weekly ties. */
export const MnfTiebreakerCard = ({
  id,
  game,
  value,
  saving,
  needsTotal,
  invalid,
  cleared,
  onChange,
}: MnfTiebreakerCardProps) => {
  const locked = game.lockReason !== null;
  // The rule always stands under the box; what is wrong with it, checked as it is typed, comes first.
  const ruleId = `${id}-rule`;
  const problemId = `${id}-problem`;
  const problem = invalid ? mnfTotalProblem(value) : needsTotal ? MNF_TOTAL_NEEDED : null;
  return (
    <Card.Root
      id={id}
      variant="outline"
      bg="bg"
      shadow="xs"
      borderColor={problem ? 'border.error' : 'border'}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md">
          Monday Night Tiebreaker
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Predict the total points in {game.awayTeam.abbreviation} @ {game.homeTeam.abbreviation} (
          {formatKickoff(game.startTime)}). The closest total breaks ties for the week.
        </Text>
        {cleared && (
          <Alert.Root status="warning" variant="subtle" borderRadius="l2" py="2.5">
            <Alert.Indicator />
            <Alert.Title fontWeight="medium">{clearedNote(game, cleared)}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root
          disabled={locked || saving}
          invalid={problem !== null}
          ids={{ helperText: ruleId, errorText: problemId }}
        >
          <Field.Label>Total points</Field.Label>
          {/* A text box: a number box would empty itself on text like '4e' and hide what was typed. */}
          <Input
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={problem ? `${problemId} ${ruleId}` : ruleId}
            enterKeyHint="done"
            placeholder="e.g. 45"
            size="lg"
            maxW={{ md: '40' }}
            fontVariantNumeric="tabular-nums"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <Field.ErrorText fontWeight="medium">{problem}</Field.ErrorText>
          <Field.HelperText>{MNF_TOTAL_RULE}</Field.HelperText>
        </Field.Root>
        {game.lockReason && (
          <HStack gap="1" fontSize="xs" color="fg.muted">
            <LockIcon boxSize="3.5" />
            <Text>{mnfLockMessages[game.lockReason]}</Text>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
