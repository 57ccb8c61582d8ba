import type { NextSeasonResult } from '../../shared/schemas/seasons';
import { seasonNotOverMessage, seasonProgress } from '../../shared/season-end';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { stampNow } from '../lib/clock';
import { config } from '../lib/config';
import { readSeasonGames } from '../lib/data/games-repository';
import {
  getSeasonArchive,
  putSeasonArchive,
  readPoolSeason,
  switchPoolSeason,
} from '../lib/data/pool-season-repository';
import { carryOverSeason } from '../lib/data/season-carry-repository';
import { listUsers } from '../lib/data/users-repository';
import { conflict } from '../lib/domain-errors';
import { adoptSeason, inSeason } from '../lib/season';
import { describeProvider, sportsDataProvider } from '../lib/sports-data';
import { ProviderError } from '../lib/sports-data/provider';
import { enrolForNewSeason } from '../services/survivor-enrolment';
import { setCurrentWeek } from './current-week-service';
import { buildSeasonArchive } from './season-archive-service';
import { loadWholeSeason } from './season-setup-service';

/*
 * "Start next season" (docs/data-model.md, "Seasons"). Every step before the switch writes only the
 * archive of the season that ends and the new season's own partitions, which nobody reads yet, and
 * each is safe to run again: a start that failed half-way is finished by the same call again. The
 * switch is one conditional write; from it the pool plays the new season (this process at once,
 * the others within a minute).
 */

/** The provider must have the year's schedule before anything is written. */
const requireSchedule = async (season: number): Promise<void> => {
  const { provider, games } = await inSeason(season, async () => {
    const provider = describeProvider();
    try {
      return { provider, games: await sportsDataProvider().weekGames(1) };
    } catch (error) {
      if (error instanceof ProviderError) return { provider, games: error.message };
      throw error;
    }
  });
  const reason = typeof games === 'string' ? games : games.length === 0 ? 'Week 1 has no games' : null;
  if (reason)
    throw conflict(
      `${provider} has no ${season} regular-season schedule (${reason}); try again once it is published`,
    );
};

/**
 * The season that ends must be over (every game final) or ended early by the admin, whose archive is
 * then kept as it was ended: true when it still has to be archived here.
 */
const requireSeasonEnded = async (previous: number, season: number): Promise<boolean> => {
  if ((await getSeasonArchive(previous))?.endedEarly) return false;
  const progress = seasonProgress((await inSeason(previous, readSeasonGames)).byWeek);
  if (progress.weeks.length > 0) throw conflict(seasonNotOverMessage(previous, season, progress));
  return true;
};

export const startNextSeason = async (session: LoadedSession, season: number): Promise<NextSeasonResult> => {
  const stored = await readPoolSeason();
  const previous = stored?.season ?? config.season();
  if (season === previous) throw conflict(`The pool already plays the ${season} season`);
  if (season < previous) throw conflict(`The next season must be later than ${previous}`);
  const archiveNow = await requireSeasonEnded(previous, season);
  await requireSchedule(season);

  // The season the table names, whatever this process still holds (another may have switched it).
  if (archiveNow) await putSeasonArchive((await inSeason(previous, buildSeasonArchive)).archive);
  await carryOverSeason(previous, season);
  const loaded = await inSeason(season, async () => {
    const schedule = await loadWholeSeason(session);
    await setCurrentWeek(1);
    return schedule;
  });
  const users = await listUsers();
  const enrolledBefore = await inSeason(season, () => enrolForNewSeason(users));

  const seasons = [...(stored?.seasons ?? [previous]), season];
  const switched = await switchPoolSeason({ season, seasons, startedAt: stampNow().toISOString() }, previous);
  if (!switched) throw conflict('Another start of a season came first: reload the page');
  adoptSeason(season);

  // A player who signed up during the switch was enrolled in the season that ended.
  const enrolled =
    enrolledBefore + (await inSeason(season, async () => enrolForNewSeason(await listUsers())));
  const message = `The ${season} season has started: ${loaded.games} games, ${enrolled} players enrolled; ${previous} is archived`;
  await inSeason(season, () =>
    recordAudit(session, {
      action: 'season.start',
      summary: message,
      before: { season: previous },
      after: { season, games: loaded.games, enrolled },
    }),
  );
  return { message, season, previous, teams: loaded.teams, games: loaded.games, enrolled };
};
