import { currentWeekAt } from '../../shared/current-week';
import { CURRENT_WEEK_MAX, type GameRecord } from '../../shared/game';
import type {
  SeasonSetupState,
  SeasonSetupStep,
  SeasonSetupStepResult,
} from '../../shared/schemas/season-setup';
import { NFL_TEAM_COUNT, nextSetupStep, seasonWeeks } from '../../shared/season-setup';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { now } from '../lib/clock';
import { forEachBounded } from '../lib/concurrency';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { getSetting } from '../lib/data/settings-repository';
import { listTeams } from '../lib/data/teams-repository';
import { season as poolSeason } from '../lib/season';
import { describeProvider } from '../lib/sports-data';
import { ProviderError } from '../lib/sports-data/provider';
import { auditedSettings } from '../services/audited-changes';
import { setCurrentWeek } from './current-week-service';
import { syncSchedule, syncTeams } from './schedule-sync-service';

/*
 * "Set up the season" on a fresh deployment: the teams, the 18 weeks' schedules, the first current
 * week, one short step per request (a Lambda has 10 seconds). The progress is what the table holds
 * (docs/data-model.md), so a setup that stopped anywhere resumes where the table stands.
 */

/** Everything the setup judges by, read consistently: a step's writes show in the state it answers. */
const readSeason = async () => {
  const [teams, weeks, currentWeek] = await Promise.all([
    listTeams({ consistent: true }),
    Promise.all(seasonWeeks.map((week) => listGamesOfWeek(week, { consistent: true }))),
    getSetting('current_week', { consistent: true }),
  ]);
  return { teams: teams.length, weeks, currentWeek: currentWeek === null ? null : Number(currentWeek) };
};
type StoredSeason = Awaited<ReturnType<typeof readSeason>>;

const stateOf = (stored: StoredSeason): SeasonSetupState => {
  const weeks = seasonWeeks.map((week, index) => ({ week, games: stored.weeks[index]?.length ?? 0 }));
  return {
    season: poolSeason(),
    provider: describeProvider(),
    teams: stored.teams,
    weeks,
    currentWeek: stored.currentWeek,
    next: nextSetupStep({ teams: stored.teams, weeks, currentWeek: stored.currentWeek }),
  };
};

export const seasonSetupState = async (): Promise<SeasonSetupState> => stateOf(await readSeason());

const loadTeams = async (session: LoadedSession): Promise<string> => {
  const { count } = await syncTeams();
  const summary = `Season setup: ${count} teams loaded from ${describeProvider()}`;
  await recordAudit(session, { action: 'season.setup', summary, after: { teams: count } });
  if (count < NFL_TEAM_COUNT) {
    throw new ProviderError(
      `${describeProvider()} listed ${count} teams, not the ${NFL_TEAM_COUNT} of the NFL`,
    );
  }
  return summary;
};

/** The admin's schedule sync of one week; a provider failure stores nothing and names the week. */
const loadWeek = async (session: LoadedSession, week: number): Promise<string> => {
  const notLoaded = (reason: string, cause?: unknown) =>
    new ProviderError(`Week ${week} was not loaded: ${reason}`, cause);
  let synced: Awaited<ReturnType<typeof syncSchedule>>;
  try {
    synced = await syncSchedule(week);
  } catch (error) {
    if (error instanceof ProviderError) throw notLoaded(error.message, error);
    throw error;
  }
  const games = synced.created + synced.updated;
  // Nothing was stored, and the next step would ask again: stop here with the reason.
  if (games === 0) throw notLoaded(`${describeProvider()} has no games for it`);
  const summary = `Season setup: Week ${week} loaded, ${games} games from ${describeProvider()}`;
  await recordAudit(session, { action: 'season.setup', summary, after: { week, games } });
  return summary;
};

/** The week by the pool clock, as the local seed sets it, within what the admin's card can set. */
const setFirstCurrentWeek = async (session: LoadedSession, games: GameRecord[]): Promise<string> => {
  const week = Math.min(currentWeekAt(now(), games), CURRENT_WEEK_MAX);
  await auditedSettings(session, ['current_week'], () => setCurrentWeek(week));
  return `Season setup: current week set to Week ${week} by the pool clock`;
};

const run = (session: LoadedSession, step: SeasonSetupStep, stored: StoredSeason): Promise<string> => {
  if (step.kind === 'teams') return loadTeams(session);
  if (step.kind === 'week') return loadWeek(session, step.week);
  return setFirstCurrentWeek(session, stored.weeks.flat());
};

/** Runs the one step that comes next and answers the state after it; once set up, changes nothing. */
export const runNextSetupStep = async (session: LoadedSession): Promise<SeasonSetupStepResult> => {
  const stored = await readSeason();
  const step = stateOf(stored).next;
  if (!step) return { done: null, summary: 'The season is already set up', state: stateOf(stored) };
  const summary = await run(session, step, stored);
  return { done: step, summary, state: await seasonSetupState() };
};

/** Weeks loaded at once when a whole season is loaded in one request (the next season's start). */
const PARALLEL_WEEKS = 6;

/**
 * The teams and every week's schedule in one go, keeping what is stored: the next season's start
 * (run in that season). Each week is the setup's own step, audited in that season; a failure leaves
 * the weeks loaded before it, and the same call again loads only the rest.
 */
export const loadWholeSeason = async (session: LoadedSession): Promise<{ teams: number; games: number }> => {
  const stored = await readSeason();
  if (stored.teams < NFL_TEAM_COUNT) await loadTeams(session);
  const missing = seasonWeeks.filter((_, index) => (stored.weeks[index]?.length ?? 0) === 0);
  await forEachBounded(missing, PARALLEL_WEEKS, async (week) => {
    await loadWeek(session, week);
  });
  const loaded = await readSeason();
  return { teams: loaded.teams, games: loaded.weeks.flat().length };
};
