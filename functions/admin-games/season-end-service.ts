import type { SeasonEndedEarly, SeasonEndedResult, SeasonEndState } from '../../shared/schemas/seasons';
import { undecidedLines } from '../../shared/season-end';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { stampNow } from '../lib/clock';
import { config } from '../lib/config';
import { getSeasonArchive, putEndedEarlyArchive, readPoolSeason } from '../lib/data/pool-season-repository';
import { conflict } from '../lib/domain-errors';
import { inSeason } from '../lib/season';
import { buildSeasonArchive } from './season-archive-service';

/*
 * "End the season now": a season ends when its last game is final, or earlier when the admin says
 * so, knowing what stays undecided. Ending early writes the season's archive as it stands, marked
 * `endedEarly` with what it left undecided; from then the next season may start, and its start
 * keeps that archive (docs/data-model.md, "Seasons").
 */

/** The season the table names, whatever this process still holds (another may have switched it). */
const playedSeason = async (): Promise<number> => (await readPoolSeason())?.season ?? config.season();

const endedEarlyOf = async (season: number): Promise<SeasonEndedEarly | null> =>
  (await getSeasonArchive(season))?.endedEarly ?? null;

/** Whether the season is over or ended early, and what ending it now would leave (or left) undecided. */
export const seasonEndState = async (): Promise<SeasonEndState> => {
  const season = await playedSeason();
  const [endedEarly, { undecided }] = await Promise.all([
    endedEarlyOf(season),
    inSeason(season, buildSeasonArchive),
  ]);
  return {
    season,
    over: undecided.weeks.length === 0,
    endedEarly,
    undecided: endedEarly?.undecided ?? undecided,
  };
};

/** Ends the season the pool plays before its last game: refused unless the admin typed its year. */
export const endSeasonEarly = async (
  session: LoadedSession,
  confirmSeason: number,
): Promise<SeasonEndedResult> => {
  const season = await playedSeason();
  if (confirmSeason !== season) {
    throw conflict(`Type ${season}, the season the pool plays, to end it (${confirmSeason} was typed)`);
  }
  const ended = await endedEarlyOf(season);
  if (ended) throw conflict(`The ${season} season was already ended early: start the next season`);
  return inSeason(season, async () => {
    const { archive, undecided } = await buildSeasonArchive();
    if (undecided.weeks.length === 0) {
      throw conflict(`Every game of the ${season} season is final: it is over, start the next season`);
    }
    const endedEarly: SeasonEndedEarly = { endedAt: stampNow().toISOString(), undecided };
    if (!(await putEndedEarlyArchive({ ...archive, endedEarly }))) {
      throw conflict(`The ${season} season was already ended early: start the next season`);
    }
    const message = `The ${season} season was ended early. Undecided: ${undecidedLines(undecided).join('; ')}`;
    await recordAudit(session, {
      action: 'season.end-early',
      summary: message,
      before: { season, over: false },
      after: { season, endedEarly },
    });
    return { message, season, endedEarly };
  });
};
