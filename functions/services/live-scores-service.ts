import { Logger } from '@aws-lambda-powertools/logger';
import { FIRST_WEEK, type GameRecord, LAST_WEEK } from '../../shared/game';
import { gameWindow, isSyncDue, nextSyncTime, overdueGames, weeksInPlay } from '../../shared/game-window';
import {
  DEFAULT_LIVE_SYNC_MINUTES,
  type LiveScoresConfig,
  type LiveScoresStatus,
  type LiveSyncResult,
  type OverdueGame,
} from '../../shared/schemas/live-scores';
import { recordAudit, SCHEDULER } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { now } from '../lib/clock';
import { updateNamedSchedule } from '../lib/cloud-schedule';
import { config } from '../lib/config';
import {
  type LiveScore,
  listGamesOfWeek,
  putLiveScores,
  readGamesOfWeek,
} from '../lib/data/games-repository';
import {
  claimSyncAttempt,
  type LiveScoresRecord,
  putLiveScoresConfig,
  readLiveScores,
  recordLiveSync,
  recordLiveSyncError,
  restUntil,
} from '../lib/data/live-scores-repository';
import { teamSummary, teamsById } from '../lib/games';
import { gradeStoredWeek } from '../lib/grading/grade-stored-week';
import { sportsDataProvider } from '../lib/sports-data';
import { ProviderError, type ProviderGame } from '../lib/sports-data/provider';

/** On from the start: a Sunday needs no admin. The admin can switch it off on the Data Sync tab. */
const logger = new Logger({ serviceName: 'pool-live-scores' });

const DEFAULT_CONFIG: LiveScoresConfig = { enabled: true, intervalMinutes: DEFAULT_LIVE_SYNC_MINUTES };

/** Outside a game window a tick looks at the week again at least this often (a kickoff may have moved). */
const MAX_REST_MS = 60 * 60 * 1000;

const configOf = (record: LiveScoresRecord): LiveScoresConfig => record.config ?? DEFAULT_CONFIG;

/** The provider's word on a stored game that is not final yet, when it says something new and sane. */
const liveScoreOf = (stored: GameRecord, source: ProviderGame | undefined): LiveScore | null => {
  if (!source || stored.isCompleted) return null;
  if (source.status !== 'in_progress' && source.status !== 'final') return null;
  if (source.homeScore === null || source.awayScore === null) return null;
  const score: LiveScore = {
    id: stored.id,
    week: stored.week,
    homeScore: source.homeScore,
    awayScore: source.awayScore,
    status: source.status,
    // A final game keeps its period only after overtime (Final/OT); the providers give none otherwise.
    period: source.period,
    clock: source.status === 'final' ? null : source.clock,
    isCompleted: source.status === 'final',
  };
  const unchanged =
    stored.homeScore === score.homeScore &&
    stored.awayScore === score.awayScore &&
    stored.status === score.status &&
    (stored.period ?? null) === score.period &&
    (stored.clock ?? null) === score.clock;
  return unchanged ? null : score;
};

/** Every game of the season, each week from the per-process cache (while warm, one batched read of their versions). */
const seasonGames = async (): Promise<GameRecord[]> => {
  const weeks = Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, i) => FIRST_WEEK + i);
  return (await Promise.all(weeks.map(readGamesOfWeek))).flat();
};

/**
 * One sync of a week's live scores: stores what changed on games not final yet (in-progress scores
 * with quarter and clock; finals), and grades the week (weekly picks, survivor, standings) when a
 * game turned final, as the admin's Sync Scores does. The provider is asked before anything is
 * written, so a provider failure changes nothing.
 */
const syncWeek = async (week: number): Promise<{ updated: number; finished: number }> => {
  const [stored, fromProvider] = await Promise.all([
    listGamesOfWeek(week, { consistent: true }),
    sportsDataProvider().weekGames(week),
  ]);
  const byId = new Map(fromProvider.map((game) => [game.id, game]));
  const changes = stored.flatMap((game) => liveScoreOf(game, byId.get(game.id)) ?? []);
  const written = new Set(await putLiveScores(changes));
  const finished = changes.filter((score) => score.isCompleted && written.has(score.id));
  if (finished.length > 0) await gradeStoredWeek(week);
  return { updated: written.size, finished: finished.length };
};

/** What the admin reads: the provider's failure in its words; anything else is only in the log. */
const errorMessage = (error: unknown): string => {
  if (error instanceof ProviderError) return error.message;
  logger.error('live score sync of a week failed', { error });
  return 'The sync failed unexpectedly (details in the log)';
};

/**
 * Syncs every week in play, one after the other. A week the provider fails on is left as it was and
 * reported, and the other weeks still sync: a game stuck in an old week never holds up a live Sunday.
 */
const syncLiveScores = async (
  weeks: number[],
): Promise<{ result: LiveSyncResult; failure: string | null }> => {
  let [gamesUpdated, gamesFinished] = [0, 0];
  const synced: number[] = [];
  let failure: string | null = null;
  for (const week of weeks) {
    try {
      const { updated, finished } = await syncWeek(week);
      gamesUpdated += updated;
      gamesFinished += finished;
      synced.push(week);
    } catch (error) {
      failure ??= weeks.length > 1 ? `Week ${week}: ${errorMessage(error)}` : errorMessage(error);
    }
  }
  return { result: { at: now().toISOString(), weeks: synced, gamesUpdated, gamesFinished }, failure };
};

/**
 * One tick of the game-day job (the local scheduler's, or EventBridge Scheduler's in AWS). Between
 * syncs and outside game windows it reads one partition and stops; when the interval has passed it
 * looks at the whole season: in a game window (a game of any week has kicked off and is not final)
 * it claims the sync (so two ticks never sync twice), syncs every week in play, and records the
 * result or the error. Null when it did not sync.
 */
export const runDueLiveSync = async (): Promise<LiveSyncResult | null> => {
  const record = await readLiveScores();
  const { enabled, intervalMinutes } = configOf(record);
  const at = now();
  const { idleUntil, lastAttemptAt } = record.status;
  if (!enabled || (idleUntil && Date.parse(idleUntil) > at.getTime())) return null;
  if (!isSyncDue(lastAttemptAt, intervalMinutes, at)) return null;
  const games = await seasonGames();
  const window = gameWindow(games, at);
  if (!window.inWindow) {
    const rest = Math.min(
      window.nextKickoff ? Date.parse(window.nextKickoff) : Number.POSITIVE_INFINITY,
      at.getTime() + MAX_REST_MS,
    );
    await restUntil(new Date(rest).toISOString());
    return null;
  }
  if (!(await claimSyncAttempt(lastAttemptAt, at.toISOString()))) return null;
  const { result, failure } = await syncLiveScores(weeksInPlay(games, at));
  if (result.gamesFinished > 0) {
    await recordAudit(SCHEDULER, {
      action: 'game.score',
      summary: `Live scores: ${result.gamesFinished} game${result.gamesFinished === 1 ? '' : 's'} final in ${weeksText(result.weeks)}, graded`,
      after: result,
    });
  }
  if (failure) {
    logger.error('live score sync failed, tries again next tick', { failure });
    await recordLiveSyncError({ at: at.toISOString(), message: failure });
    return null;
  }
  await recordLiveSync(result);
  return result;
};

/** "Week 14", "Weeks 14 and 15". */
const weeksText = (weeks: number[]): string =>
  weeks.length === 1 ? `Week ${weeks[0]}` : `Weeks ${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;

/**
 * The job's state for the Data Sync tab: the switch, the interval, the last sync and error, the next
 * sync, and the games still not final six hours after kickoff (the admin enters those by hand).
 */
export const liveScoresStatus = async (): Promise<LiveScoresStatus> => {
  const [record, games, teams] = await Promise.all([readLiveScores(), seasonGames(), teamsById()]);
  const liveConfig = configOf(record);
  const at = now();
  const window = gameWindow(games, at);
  const overdue = overdueGames(games, at).map(
    (game): OverdueGame => ({
      id: game.id,
      week: game.week,
      startTime: game.startTime,
      awayTeam: teamSummary(teams, game.awayTeamId).abbreviation,
      homeTeam: teamSummary(teams, game.homeTeamId).abbreviation,
    }),
  );
  return {
    ...liveConfig,
    inGameWindow: window.inWindow,
    lastSync: record.status.lastSync,
    lastError: record.status.lastError,
    nextSync: liveConfig.enabled
      ? nextSyncTime(window, record.status.lastAttemptAt, liveConfig.intervalMinutes, at)
      : null,
    overdueGames: overdue,
  };
};

/** The EventBridge Scheduler expression of an interval. */
const rateExpression = (minutes: number): string =>
  `rate(${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`;

/**
 * Switches the job and sets its interval. In AWS the game-day schedule takes the interval as its
 * rate and stays on (it also sends the reminders); switched off, the job itself does nothing.
 */
export const updateLiveScoresConfig = async (
  session: LoadedSession,
  next: LiveScoresConfig,
): Promise<LiveScoresStatus> => {
  const before = configOf(await readLiveScores());
  await putLiveScoresConfig(next);
  await restUntil(null);
  const name = config.liveScoresScheduleName();
  if (name) {
    await updateNamedSchedule(
      { name, group: config.liveScoresScheduleGroup() },
      { expression: rateExpression(next.intervalMinutes), enabled: true },
    );
  }
  await recordAudit(session, {
    action: 'setting.change',
    summary: `Live scores ${next.enabled ? 'on' : 'off'}, every ${next.intervalMinutes} min`,
    before,
    after: next,
  });
  return liveScoresStatus();
};
