import { Checkbox, Input, Stack, Table, Text } from '@chakra-ui/react';
import { WAITING_FOR_SCORE } from '@shared/live-game';
import { cleanScore, type ScoreRow, scoreProblem } from '@/features/admin-games/score-rows';
import { formatKickoff } from '@/lib/format-kickoff';

interface ScoreTableProps {
  week: number;
  rows: readonly ScoreRow[];
  disabled?: boolean;
  onChange: (id: string, change: Partial<ScoreRow>) => void;
}

interface ScoreInputProps {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

const ScoreInput = ({ label, value, disabled, onChange }: ScoreInputProps) => (
  <Input
    aria-label={label}
    value={value}
    onChange={(event) => onChange(cleanScore(event.target.value))}
    aria-invalid={scoreProblem(value) !== null || undefined}
    inputMode="numeric"
    autoComplete="off"
    size="sm"
    width={{ base: '12', md: '16' }}
    px="2"
    textAlign="center"
    fontVariantNumeric="tabular-nums"
    placeholder="–"
    disabled={disabled}
  />
);

/** The editable scores of a week: away, home, and whether the game is final. */
export const ScoreTable = ({ week, rows, disabled, onChange }: ScoreTableProps) => (
  <Table.ScrollArea borderWidth="1px" borderRadius="l2">
    <Table.Root
      size="sm"
      aria-label={`Week ${week} scores`}
      css={{ '& th, & td': { px: { base: '2', md: '3' } } }}
    >
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>Game</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center" width={{ md: '28' }}>
            Away
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center" width={{ md: '28' }}>
            Home
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center" width={{ md: '24' }}>
            Final
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const matchup = `${row.away} at ${row.home}`;
          return (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {row.away} @ {row.home}
                    <Text as="span" fontWeight="normal" color="fg.muted" hideBelow="lg">
                      {' '}
                      · {row.awayName} at {row.homeName}
                    </Text>
                  </Text>
                  {/* On a phone the kickoff wraps, so the table fits its card with the Final boxes in reach. */}
                  <Text fontSize="xs" color="fg.muted" whiteSpace={{ base: 'normal', md: 'nowrap' }}>
                    {formatKickoff(row.startTime)}
                  </Text>
                  {row.waitingForScore && (
                    // No wider than the kickoff line above it: the table must fit a phone.
                    <Text fontSize="xs" color="fg.muted" maxW="10rem" whiteSpace="normal">
                      {WAITING_FOR_SCORE}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="center">
                <ScoreInput
                  label={`${row.away} score, ${matchup}`}
                  value={row.awayScore}
                  disabled={disabled}
                  onChange={(awayScore) => onChange(row.id, { awayScore })}
                />
              </Table.Cell>
              <Table.Cell textAlign="center">
                <ScoreInput
                  label={`${row.home} score, ${matchup}`}
                  value={row.homeScore}
                  disabled={disabled}
                  onChange={(homeScore) => onChange(row.id, { homeScore })}
                />
              </Table.Cell>
              <Table.Cell textAlign="center">
                <Checkbox.Root
                  checked={row.isCompleted}
                  onCheckedChange={(details) => onChange(row.id, { isCompleted: details.checked === true })}
                  disabled={disabled}
                  verticalAlign="middle"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>Final, {matchup}</Checkbox.Label>
                </Checkbox.Root>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
