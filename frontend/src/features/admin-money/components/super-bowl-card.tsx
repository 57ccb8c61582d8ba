import { Button, Field, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { QUARTER_NAMES } from '@shared/money/limits';
import type { SuperBowlScore } from '@shared/schemas/money';
import { type FormEvent, useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { useSetSuperBowlScore } from '@/features/admin-money/api/update-money-settings';
import { parseScoreDraft, type ScoreDraft, scoreDraft } from '@/features/admin-money/money-drafts';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';

/** The Super Bowl's score at the end of each quarter, from which the squares' winners are paid. */
export const SuperBowlCard = ({ score }: { score: SuperBowlScore | null }) => {
  const [draft, setDraft] = useState<ScoreDraft | null>(null);
  const { trigger, isMutating } = useSetSuperBowlScore();
  const shown = draft ?? scoreDraft(score);
  const parsed = parseScoreDraft(shown);
  const problem = draft ? parsed.problem : null;
  const edit = (index: number, side: 'away' | 'home', value: string) =>
    setDraft(shown.map((row, at) => (at === index ? { ...row, [side]: value } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.score) {
      setDraft(shown);
      return;
    }
    try {
      await trigger(parsed.score);
    } catch (error) {
      reportAdminError(error, 'Failed to save the Super Bowl score');
      return;
    }
    setDraft(null);
    const played = parsed.score.quarters.length;
    reportAdminSuccess(
      'Super Bowl score saved',
      played === 0 ? 'No quarter is paid yet.' : `The squares are paid through ${QUARTER_NAMES[played - 1]}.`,
    );
  };

  return (
    <AdminCard
      title="Super Bowl score"
      description="The score at the end of each quarter as the scoreboard shows it (the quarters before included). Fill in the quarters played; the squares pay from them."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <Grid
            templateColumns="max-content minmax(0, 8rem) minmax(0, 8rem)"
            justifyContent="start"
            gap="2"
            alignItems="center"
            role="group"
            aria-label="Super Bowl score by quarter"
          >
            <span />
            <Text fontSize="sm" fontWeight="medium" aria-hidden>
              Away
            </Text>
            <Text fontSize="sm" fontWeight="medium" aria-hidden>
              Home
            </Text>
            {QUARTER_NAMES.map((quarter, index) => (
              <Stack key={quarter} display="contents">
                <Text fontSize="sm" color="fg.muted">
                  {quarter === 'Final' ? 'Final' : `End of ${quarter}`}
                </Text>
                {(['away', 'home'] as const).map((side) => (
                  <Field.Root key={side} invalid={problem !== null}>
                    <Input
                      aria-label={`${side === 'away' ? 'Away' : 'Home'} score, ${quarter === 'Final' ? 'final' : `end of ${quarter}`}`}
                      value={shown[index]?.[side] ?? ''}
                      onChange={(event) => edit(index, side, event.target.value)}
                      inputMode="numeric"
                      autoComplete="off"
                      fontVariantNumeric="tabular-nums"
                    />
                  </Field.Root>
                ))}
              </Stack>
            ))}
          </Grid>
          {problem && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {problem}
            </Text>
          )}
          <Stack direction="row" justify="flex-end">
            <Button type="submit" loading={isMutating} loadingText="Saving..." disabled={!draft}>
              Save score
            </Button>
          </Stack>
        </Stack>
      </form>
    </AdminCard>
  );
};
