import type { GameRecord } from '../../shared/game';
import type { GameScoreInput, GameScoreRow } from '../../shared/schemas/admin';
import type { SettingKey } from '../../shared/settings';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { getGame } from '../lib/data/games-repository';
import { getAllSettings } from '../lib/data/settings-repository';
import { settingDefaults } from '../lib/pool-settings';

/*
 * The admin's changes to scores, spreads and settings, each with one line in the audit log: the
 * values before (read first) and after.
 */

const storedSettings = async (keys: SettingKey[]) => {
  const all: Partial<Record<SettingKey, string>> = { ...settingDefaults(), ...(await getAllSettings()) };
  return Object.fromEntries(keys.map((key) => [key, all[key] ?? null]));
};

/** Runs a settings change and records it with the named settings before and after. */
export const auditedSettings = async <T>(
  session: LoadedSession,
  keys: SettingKey[],
  change: () => Promise<T>,
): Promise<T> => {
  const before = await storedSettings(keys);
  const result = await change();
  const after = await storedSettings(keys);
  const changed = keys.filter((key) => before[key] !== after[key]);
  const short = (value: string | null) =>
    value === null ? 'unset' : value.length > 40 ? `${value.slice(0, 37)}…` : value;
  await recordAudit(session, {
    action: 'setting.change',
    summary: changed.length
      ? changed
          .map((key) => `${key}: ${short(before[key] ?? null)} → ${short(after[key] ?? null)}`)
          .join('; ')
      : `${keys.join(', ')} unchanged`,
    before,
    after,
  });
  return result;
};

const scoreOf = (game: Pick<GameRecord, 'homeScore' | 'awayScore' | 'isCompleted'> | null) =>
  game ? { homeScore: game.homeScore, awayScore: game.awayScore, isCompleted: game.isCompleted } : null;

const scoreText = (score: ReturnType<typeof scoreOf>) =>
  score?.homeScore == null
    ? 'no score'
    : `${score.awayScore}-${score.homeScore}${score.isCompleted ? ' final' : ''}`;

/** Runs a score change of the given games and records each game's score before and after. */
export const auditedScores = async <T>(
  session: LoadedSession,
  rows: (GameScoreInput & { id: string })[] | GameScoreRow[],
  change: () => Promise<T>,
  label = 'Scores',
): Promise<T> => {
  const before = await Promise.all(rows.map((row) => getGame(row.id)));
  const result = await change();
  await recordAudit(session, {
    action: 'game.score',
    summary: `${label}: ${rows
      .map((row, i) => `game ${row.id} ${scoreText(scoreOf(before[i] ?? null))} → ${scoreText(scoreOf(row))}`)
      .join('; ')}`,
    before: Object.fromEntries(rows.map((row, i) => [row.id, scoreOf(before[i] ?? null)])),
    after: Object.fromEntries(rows.map((row) => [row.id, scoreOf(row)])),
  });
  return result;
};

/** Runs a week-wide score change (simulate, reset) and records the week's scores before and after. */
export const auditedWeekScores = async <T>(
  session: LoadedSession,
  week: number,
  label: string,
  readGames: () => Promise<GameRecord[]>,
  change: () => Promise<T>,
): Promise<T> => {
  const before = await readGames();
  const result = await change();
  const after = await readGames();
  await recordAudit(session, {
    action: 'game.score',
    summary: `${label} Week ${week}`,
    before: Object.fromEntries(before.map((game) => [game.id, scoreOf(game)])),
    after: Object.fromEntries(after.map((game) => [game.id, scoreOf(game)])),
  });
  return result;
};

/** Runs a spread change and records the spread before and after. */
export const auditedSpread = async (
  session: LoadedSession,
  gameId: string,
  change: () => Promise<GameRecord>,
): Promise<GameRecord> => {
  const before = await getGame(gameId);
  const result = await change();
  await recordAudit(session, {
    action: 'game.spread',
    summary: `Spread of game ${gameId}: ${before?.spread ?? 'none'} → ${result.spread ?? 'none'}`,
    before: { spread: before?.spread ?? null },
    after: { spread: result.spread },
  });
  return result;
};

/** Runs a change to one game (the MNF flag, a deletion) and records the game before and after. */
export const auditedGame = async <T>(
  session: LoadedSession,
  gameId: string,
  label: string,
  change: () => Promise<T>,
): Promise<T> => {
  const before = await getGame(gameId);
  const result = await change();
  const after = await getGame(gameId);
  await recordAudit(session, {
    action: 'game.change',
    summary: `${label}: game ${gameId}${before ? ` (Week ${before.week})` : ''}`,
    before,
    after,
  });
  return result;
};
