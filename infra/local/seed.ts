import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { now } from '../../functions/lib/clock';
import { config } from '../../functions/lib/config';
import { putGames } from '../../functions/lib/data/games-repository';
import { putSheets } from '../../functions/lib/data/picks-repository';
import { getSeedMarker, putSeedMarker, putSetting } from '../../functions/lib/data/settings-repository';
import { putEntries } from '../../functions/lib/data/survivor-repository';
import { putTeams } from '../../functions/lib/data/teams-repository';
import { claimEmail, claimUsername, putUser } from '../../functions/lib/data/users-repository';
import { putWeek6Pool, reserveEntryPlaces } from '../../functions/lib/data/week6-pool-repository';
import { gradeStoredWeek } from '../../functions/lib/grading/grade-stored-week';
import { createSeasonFileProvider, TEAMS_FILE } from '../../functions/lib/sports-data/season-file-provider';
import { defaultWeek6Pool } from '../../functions/week6/default-pool';
import { currentWeekAt } from '../../shared/current-week';
import type { GameRecord } from '../../shared/game';
import { parseTeams } from '../../shared/season-file';
import { defaultSettings, type SettingKey } from '../../shared/settings';
import type { Team } from '../../shared/team';
import { DEFAULT_PICK, type User } from '../../shared/user';
import { demoPicks } from './demo-picks';
import { type DemoAccess, demoAccounts } from './demo-players';
import { demoSurvivorEntries } from './demo-survivor';

/** The season as the bundled season file tells it at `at`: real final scores only for games over by then. */
const seasonAsOf = async (at: Date): Promise<GameRecord[]> => {
  const provider = createSeasonFileProvider({
    dataDir: config.seasonDataDir(),
    now: () => at,
    season: config.season(),
  });
  return (await provider.allGames()).map((game) => ({
    ...game,
    isCompleted: game.status === 'final',
    isMnfTiebreaker: false,
  }));
};

/**
 * All at once; each a millisecond after the one before, so they keep the list's order of creation.
 * The demo pool signed up before the season (on the pool clock), so it plays from Week 1.
 */
const seedDemoAccounts = async (at: Date) => {
  const startedAt = at.getTime();
  return Promise.all(
    demoAccounts.map(async (account, index) => {
      const id = await claimEmail(account.email, randomUUID());
      await claimUsername(account.username, id, at);
      const user: User = {
        id,
        username: account.username,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        profileImageUrl: null,
        isAdmin: account.isAdmin,
        hasFullApp: account.access === 'full',
        hasWeek5: account.access === 'late',
        userType: account.access === 'week6' ? 'week6_only' : 'full_app',
        createdAt: new Date(startedAt + index).toISOString(),
        defaultPick: DEFAULT_PICK,
      };
      await putUser(user);
      return { user, access: account.access };
    }),
  );
};

/** The demo survivor pools (standard, late entry, Week 6) played on the real results up to the clock, then graded. */
const seedDemoSurvivor = async (
  players: { user: User; access: DemoAccess }[],
  games: GameRecord[],
  teams: Team[],
  at: Date,
): Promise<void> => {
  const entries = demoSurvivorEntries(
    players,
    games,
    teams,
    at,
    Number(defaultSettings.late_entry_start_week),
    defaultWeek6Pool.id,
  );
  const week6Counts = new Map<string, number>();
  for (const { entry, kind } of entries) {
    if (kind === 'week6') week6Counts.set(entry.userId, (week6Counts.get(entry.userId) ?? 0) + 1);
  }
  await Promise.all(
    [...week6Counts].map(([userId, count]) =>
      reserveEntryPlaces(defaultWeek6Pool.id, userId, count, defaultWeek6Pool.maxEntries, at),
    ),
  );
  await putEntries(entries);
};

/** The demo pool's picks for the weeks already played, graded against the real scores. */
const seedDemoPicks = async (userIds: string[], games: GameRecord[], at: Date): Promise<void> => {
  const { picks, predictions, weeks } = demoPicks(userIds, games, at);
  await putSheets(picks, predictions);
  await Promise.all(weeks.map((week) => gradeStoredWeek(week)));
};

/** First start only: teams, the schedule with scores up to the clock, settings, the demo pool, its picks and survivor pools. */
export const seedOnce = async (): Promise<{ seeded: boolean; currentWeek: number | null }> => {
  if (await getSeedMarker()) return { seeded: false, currentWeek: null };
  const at = now();
  const teams = parseTeams(readFileSync(join(config.seasonDataDir(), TEAMS_FILE), 'utf8'));
  const games = await seasonAsOf(at);
  const currentWeek = currentWeekAt(at, games);
  await Promise.all([
    putTeams(teams),
    putGames(games),
    putWeek6Pool(defaultWeek6Pool),
    ...Object.entries({ ...defaultSettings, current_week: String(currentWeek) }).map(([key, value]) =>
      putSetting(key as SettingKey, value),
    ),
  ]);
  const firstKickoff = Math.min(...games.map((game) => Date.parse(game.startTime)));
  const players = await seedDemoAccounts(
    new Date(Math.min(at.getTime(), firstKickoff - 24 * 60 * 60 * 1000)),
  );
  const fullApp = players.filter((player) => player.access === 'full').map((player) => player.user.id);
  await seedDemoPicks(fullApp, games, at);
  await seedDemoSurvivor(players, games, teams, at);
  await putSeedMarker(at.toISOString());
  return { seeded: true, currentWeek };
};
