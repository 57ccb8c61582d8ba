import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { now } from '../../functions/lib/clock';
import { config } from '../../functions/lib/config';
import { putGames } from '../../functions/lib/data/games-repository';
import { putSheets } from '../../functions/lib/data/picks-repository';
import { getSeedMarker, putSeedMarker, putSetting } from '../../functions/lib/data/settings-repository';
import { putWeek6Pool } from '../../functions/lib/data/survivor-repository';
import { putTeams } from '../../functions/lib/data/teams-repository';
import { claimEmail, claimUsername, putUser } from '../../functions/lib/data/users-repository';
import { gradeStoredWeek } from '../../functions/lib/grading/grade-stored-week';
import { createSeasonFileProvider, TEAMS_FILE } from '../../functions/lib/sports-data/season-file-provider';
import { defaultWeek6Pool } from '../../functions/week6/default-pool';
import { currentWeekAt } from '../../shared/current-week';
import type { GameRecord } from '../../shared/game';
import { parseTeams } from '../../shared/season-file';
import { defaultSettings } from '../../shared/settings';
import { DEFAULT_PICK } from '../../shared/user';
import { demoPicks } from './demo-picks';
import { demoAccounts } from './demo-players';

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

const seedDemoAccounts = async (): Promise<string[]> => {
  const ids: string[] = [];
  for (const account of demoAccounts) {
    const id = await claimEmail(account.email, randomUUID());
    await claimUsername(account.username, id, new Date());
    await putUser({
      id,
      username: account.username,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImageUrl: null,
      isAdmin: account.isAdmin,
      hasFullApp: true,
      hasWeek5: false,
      userType: 'full_app',
      createdAt: new Date().toISOString(),
      defaultPick: DEFAULT_PICK,
    });
    ids.push(id);
  }
  return ids;
};

/** The demo pool's picks for the weeks already played, graded against the real scores. */
const seedDemoPicks = async (userIds: string[], games: GameRecord[], at: Date): Promise<void> => {
  const { picks, predictions, weeks } = demoPicks(userIds, games, at);
  await putSheets(picks, predictions);
  for (const week of weeks) await gradeStoredWeek(week);
};

/** First start only: teams, the schedule with scores up to the clock, settings, the demo pool and its picks. */
export const seedOnce = async (): Promise<{ seeded: boolean; currentWeek: number | null }> => {
  if (await getSeedMarker()) return { seeded: false, currentWeek: null };
  const at = now();
  const teams = parseTeams(readFileSync(join(config.seasonDataDir(), TEAMS_FILE), 'utf8'));
  const games = await seasonAsOf(at);
  await putTeams(teams);
  await putGames(games);
  await putWeek6Pool(defaultWeek6Pool);
  for (const [key, value] of Object.entries(defaultSettings))
    await putSetting(key as keyof typeof defaultSettings, value);
  const currentWeek = currentWeekAt(at, games);
  await putSetting('current_week', String(currentWeek));
  await seedDemoPicks(await seedDemoAccounts(), games, at);
  await putSeedMarker(new Date().toISOString());
  return { seeded: true, currentWeek };
};
