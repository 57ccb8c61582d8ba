import { Logger } from '@aws-lambda-powertools/logger';
import { ordinal } from '../../shared/ordinal';
import { recordOf } from '../../shared/record';
import { isWeekOver } from '../../shared/survivor';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { config } from '../lib/config';
import { listGamesOfWeek } from '../lib/data/games-repository';
import {
  claimGradedPush,
  gradedPushesDone,
  listSentReminders,
  releaseGradedPush,
  sentGradedPushId,
} from '../lib/data/reminders-repository';
import { readStandings, type WeekStandings } from '../lib/data/standings-repository';
import { readUsers } from '../lib/data/users-repository';
import { readWeekVersion } from '../lib/data/week-version';
import { readPoolSettings } from '../lib/pool-settings';
import { pushToPlayer } from './push-sender';
import { reminderPreferenceOf } from './reminder-sender';
import { rankGradedWeek, userLookup } from './standings-ranking';

const logger = new Logger({ serviceName: 'pool-reminders' });

/** Players pushed at once; and at most this many pages a run, the rest on the next tick. */
const PAGE_SIZE = 25;
const PAGES_PER_RUN = 20;

/**
 * Graded final: every game of the week is over and the stored standings are the grading of the
 * week as it stands now (no write to the week since, and a cover for every final game).
 */
const isGradedFinal = async (week: number, graded: WeekStandings): Promise<boolean> => {
  const games = await listGamesOfWeek(week);
  if (!isWeekOver(games)) return false;
  if (!games.filter((game) => game.isCompleted).every((game) => graded.covers[game.id] !== undefined))
    return false;
  return (await readWeekVersion(week)) === graded.weekVersion;
};

/**
 * Pushes each player who asked for it their graded week, "Week 15 graded: 9-7, 3rd of 13", with the
 * record and place of the week's board (the standings as graded, ranked as the board ranks them:
 * level players share a place). Once per player and week, also when a correction regrades the week
 * later: the push says the week is done, and a second one would only say it again with other
 * numbers. Nothing here runs inside grading: the job looks at what grading stored.
 */
const pushGradedWeek = async (week: number): Promise<{ sent: number; done: boolean }> => {
  const at = now();
  const [standings, users, { pushRule }, sent] = await Promise.all([
    readStandings(),
    readUsers(),
    readPoolSettings(),
    listSentReminders(week),
  ]);
  const graded = standings.value.get(week);
  if (!graded) return { sent: 0, done: false };
  const userOf = userLookup(users.value);
  const ranked = rankGradedWeek(standings.value, userOf, pushRule, graded);
  const owed = ranked.flatMap((row) => {
    const user = userOf(row.userId);
    return user && reminderPreferenceOf(user).push.weekGraded && !sent.has(sentGradedPushId(user.id))
      ? [{ user, row }]
      : [];
  });
  let pushed = 0;
  let failed = false;
  for (let page = 0; page < PAGES_PER_RUN && page * PAGE_SIZE < owed.length; page += 1) {
    const results = await Promise.all(
      owed.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map(async ({ user, row }) => {
        // Another run has this player's push.
        if (!(await claimGradedPush(week, at, user.id))) return 'none';
        try {
          return (await pushGraded(user, week, row, ranked.length)) ? 'sent' : 'none';
        } catch (error) {
          logger.error('week graded push not sent', { userId: user.id, week, error: error as Error });
          await releaseGradedPush(week, user.id);
          return 'failed';
        }
      }),
    );
    pushed += results.filter((result) => result === 'sent').length;
    failed ||= results.includes('failed');
  }
  return { sent: pushed, done: !failed && owed.length <= PAGES_PER_RUN * PAGE_SIZE };
};

/** Throws when a device could not be reached, so that the next tick tries again. */
const pushGraded = async (
  user: User,
  week: number,
  row: { wins: number; losses: number; pushes: number; rank: number },
  players: number,
) => {
  const place = ordinal(row.rank);
  const outcomes = await pushToPlayer(user.id, {
    title: `Week ${week} graded: ${recordOf(row)}, ${place}`,
    body: `${place} of ${players} on the Week ${week} board.`,
    url: `${config.siteOrigin()}/results`,
    tag: `graded-week-${week}`,
  });
  if (outcomes.some(({ outcome }) => outcome === 'failed')) throw new Error('a device was not reached');
  return outcomes.some(({ outcome }) => outcome === 'sent');
};

/**
 * One look (every game-day tick) at the current week and the one before: a week graded final whose
 * pushes have not all gone out gets them now. While no week is graded final it reads the settings,
 * the standings and each week's games (cached reads); once a week's pushes are done, one GetItem.
 */
export const runWeekGradedPushes = async (): Promise<{ sent: number }> => {
  const { currentWeek } = await readPoolSettings();
  const standings = await readStandings();
  let sent = 0;
  for (const week of [currentWeek - 1, currentWeek]) {
    const graded = standings.value.get(week);
    if (!graded || !(await isGradedFinal(week, graded)) || (await gradedPushesDone(week))) continue;
    const run = await pushGradedWeek(week);
    sent += run.sent;
    if (run.done) await claimGradedPush(week, now());
  }
  return { sent };
};
