import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { AuditPage, ScheduleStatus } from '../../shared/schemas/admin-people';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type { SurvivorPoolResults, SurvivorResultsRow } from '../../shared/schemas/survivor';
import { homeLine } from '../../shared/spread';
import type { User } from '../../shared/user';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { runPoolClock, stopPoolClockAfterAll } from '../support/pool-clock';
import { realBoardRecords } from '../support/real-season';

/*
 * The admin's season, weeks 10 to 12 of 2025 on the running pool clock, at 390 px. The admin only
 * sets the current week each Saturday (a setup step, through the API); each Sunday runs itself: the
 * auto-pick (on from the start) fills the picks nobody made at 1:05 PM, the game-day job scores and
 * grades every game. On the Monday of Week 10 the admin finalizes the week and corrects a disputed
 * survivor pick in the console; the entry comes back in the results and the audit log, and plays on.
 */
process.env.JOB_TICK_MS = '100';
const WEEKS = [10, 11, 12] as const;
const FIX_WEEK = 10;
const HOUR = 3_600_000;
// A Sunday runs at three pool hours per real second, but for half an hour a second around the
// auto-pick's 1:05 PM, so a slow tick of the jobs does not carry it past the 4 PM kickoffs.
const SUNDAY_SPEED = 10_800;
const AUTO_PICK_SPEED = 1_800;

const stack = localStackForFile({ seed: true, poolNow: '2025-11-08T17:00:00.000Z', jobs: true });
const chromium = chromiumForFile(poolLocale);
stopPoolClockAfterAll();

const pinClock = (iso: string) => runPoolClock(iso);
const runClockFrom = (iso: string, speed = SUNDAY_SPEED) => runPoolClock(iso, speed);
const at = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
let page: Page;
let noShow: User;
/** The entry the Monday fix brought back. */
let revived: string | null = null;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  const users = await json<User[]>(admin.get('/api/admin/users'));
  noShow = users.find((user) => user.email === 'leo@example.com') as User;
  ({ page } = await chromium.newPage('phone'));
  await signInThroughUi(page, stack.url, 'admin@example.com', /Dashboard/);
});

const gamesOf = (week: number) => json<Game[]>(admin.get(`/api/games/week/${week}`));
/** 1 PM ET on the week's Sunday: the first kickoff at 18:00 UTC (every week here is in EST). */
const sundayOneOf = (games: Game[]) =>
  games.map((game) => game.startTime).find((start) => start.endsWith('T18:00:00.000Z')) as string;
const standard = () => json<SurvivorPoolResults>(admin.get('/api/survivor/results?poolId=standard'));
const scheduleStatus = () => json<ScheduleStatus>(admin.get('/api/admin/schedule-status'));

const openAdmin = async (tab: string, heading: string) => {
  await page.goto(`${stack.url}/admin?tab=${tab}`);
  await page.getByRole('heading', { name: heading }).waitFor();
};
const settle = async () => {
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
};

/** Lets the clock run from `from` until `done` holds (checked through the API), then pins it at `pinAt`. */
const playUntil = async (from: string, done: () => Promise<boolean>, pinAt: string) => {
  runClockFrom(from);
  await expect.poll(done, { timeout: 40_000, interval: 250 }).toBe(true);
  pinClock(pinAt);
};

const picksOf = async (week: number) =>
  new Map(
    (await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/${week}/${noShow.id}`))).map((pick) => [
      pick.gameId,
      pick.pickedTeamId,
    ]),
  );

/**
 * What the Sunday's auto-pick did for a player who picked nothing: each game still open at its run
 * got their default side (the favorite); a game that kicked off before it stayed as it was.
 */
const checkAutoPicks = async (week: number, games: Game[], runAt: string, before: Map<string, number>) => {
  const picked = await picksOf(week);
  const open = games.filter((game) => Date.parse(game.startTime) > Date.parse(runAt));
  expect(open.length).toBeGreaterThan(0);
  for (const game of games) {
    const label = `Week ${week}: ${game.awayTeam.abbreviation} at ${game.homeTeam.abbreviation}`;
    if (open.includes(game)) {
      const favorite = (homeLine(game.spread) ?? 0) < 0 ? game.homeTeamId : game.awayTeamId;
      expect(picked.get(game.id), label).toBe(favorite);
    } else expect(picked.get(game.id), label).toBe(before.get(game.id));
  }
};

/** Weekly Standings on /results at 390 px: every player's record is what their stored picks earn on the real scores. */
const checkStandings = async (week: number) => {
  await page.goto(`${stack.url}/results?tab=weekly-standings&week=${week}`);
  const table = page.getByRole('table', { name: `Week ${week} standings` });
  await table.waitFor();
  const real = await realBoardRecords(admin, week);
  const users = await json<User[]>(admin.get('/api/admin/users'));
  const leo = real.get(noShow.id);
  expect(leo?.wins ?? 0).toBeGreaterThan(0);
  const expected = new Map(
    [...real].map(([userId, record]) => [
      users.find((user) => user.id === userId)?.username ?? '',
      record.pushes ? `${record.wins}-${record.losses}-${record.pushes}` : `${record.wins}-${record.losses}`,
    ]),
  );
  // Each player's record as the table shows it, read again until the table has settled.
  await eventually(async () => {
    const shown = new Map<string, string>();
    for (const row of await table.locator('tbody tr').all()) {
      const cells = await row.locator('td').allInnerTexts();
      shown.set((cells[1] ?? '').split('\n')[0]?.trim() ?? '', cells[2]?.trim() ?? '');
    }
    return new Map([...expected.keys()].map((name) => [name, shown.get(name)]));
  }, `records in Week ${week}`).toEqual(expected);
};

describe('the admin’s season on the running clock, at 390 px', () => {
  it('plays weeks 10-12 with no action on Sundays, and fixes a disputed survivor pick on Monday', async () => {
    for (const week of WEEKS) {
      const games = await gamesOf(week);
      const sundayOne = sundayOneOf(games);
      // Saturday noon: the admin's one setup step of the week.
      pinClock(at(sundayOne, -25));
      expect((await admin.send('PUT', '/api/admin/current-week', { week })).status).toBe(200);
      expect(await scheduleStatus()).toMatchObject({ enabled: true, nextRun: at(sundayOne, 5 / 60) });

      const before = await picksOf(week);
      expect(
        [...before.keys()].every((id) => games.find((game) => game.id === id)?.startTime !== sundayOne),
      ).toBe(true);
      const sundayGames = games.filter((game) => Date.parse(game.startTime) < Date.parse(at(sundayOne, 12)));
      const mondayNoon = at(sundayOne, 23);
      const allFinal = async (which: Game[]) => {
        const now = new Map((await gamesOf(week)).map((game) => [game.id, game]));
        return which.every((game) => now.get(game.id)?.isCompleted === true);
      };
      runClockFrom(at(sundayOne, 0.05), AUTO_PICK_SPEED);
      await expect
        .poll(async () => (await scheduleStatus()).lastRun?.week, { timeout: 20_000, interval: 100 })
        .toBe(week);
      const rest = at(sundayOne, 3);
      if (week !== FIX_WEEK) await playUntil(rest, () => allFinal(games), at(sundayOne, 47));
      else await playUntil(rest, () => allFinal(sundayGames), mondayNoon);

      const { lastRun } = await scheduleStatus();
      expect(lastRun).toMatchObject({ week, trigger: 'schedule' });
      expect(lastRun?.weeklyAssigned).toBeGreaterThan(0);
      const runAt = lastRun?.at as string;
      expect(Date.parse(runAt)).toBeGreaterThanOrEqual(Date.parse(at(sundayOne, 5 / 60)));
      await checkAutoPicks(week, games, runAt, before);

      await openAdmin('override-picks', 'Automated Pick Assignment');
      const card = page.getByRole('region', { name: 'Automated Pick Assignment' });
      await card.getByText(`Week ${week}, scheduled run:`, { exact: false }).waitFor();
      await card.getByText('Active', { exact: true }).waitFor();
      if (week === WEEKS[0]) {
        await settle();
        await screenshot(page, 'journey-admin-auto-pick-phone');
      }

      if (week === FIX_WEEK) revived = await mondayFix(week);
      else if (revived && week === FIX_WEEK + 1) {
        // The revived entry plays on: the next Sunday's auto-pick gave it a team too.
        const row = (await standard()).rows.find((candidate) => candidate.entryId === revived);
        expect(row?.picks[week]).toBeDefined();
      }
      if (week === FIX_WEEK) {
        await playUntil(mondayNoon, async () => allFinal(games), at(sundayOne, 47));
      }
      await checkStandings(week);
    }
  }, 240_000);
});

/** Monday: the admin finalizes the week, then corrects a disputed survivor pick in the console. */
const mondayFix = async (week: number): Promise<string> => {
  await openAdmin('survivor', 'Week Finalization');
  await page.getByRole('button', { name: `Finalize Week ${week}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Finalize Week ${week}?` });
  await confirm.getByRole('button', { name: 'Finalize Week' }).click();
  await page.getByText('Week finalized. All picks are now locked.').first().waitFor();
  await page.getByRole('button', { name: `Un-finalize Week ${week}` }).waitFor();
  await settle();
  await screenshot(page, 'journey-admin-survivor-tab-phone');

  // The dispute: an entry that went out on its Sunday pick says it meant a team that won, one it
  // had not used. Read as the admin, from the real results.
  const games = await gamesOf(week);
  const winners = games
    .filter((game) => game.isCompleted && game.homeScore !== game.awayScore)
    .map((g) => ((g.homeScore ?? 0) > (g.awayScore ?? 0) ? g.homeTeamId : g.awayTeamId));
  const target = (await standard()).rows.find(
    (row) => row.isEliminated && row.eliminatedInWeek === week && row.picks[week]?.isCorrect === false,
  ) as SurvivorResultsRow;
  expect(target).toBeDefined();
  const used = new Set(Object.values(target.picks).map((pick) => pick.teamId));
  const team = winners.find((id) => !used.has(id)) as number;
  expect(team).toBeDefined();

  await openAdmin('override-picks', 'Override User Picks');
  const overrideCard = page.getByRole('region', { name: 'Override User Picks' });
  await overrideCard.getByLabel('Player', { exact: true }).selectOption({ label: target.user.displayName });
  await overrideCard.getByLabel('Week', { exact: true }).selectOption({ label: `Week ${week}` });
  await overrideCard.getByRole('button', { name: 'Load Picks' }).click();
  const dialog = page.getByRole('dialog', { name: `Override ${target.user.displayName} · Week ${week}` });
  await dialog.getByText(`Week ${week} is finalized: the corrected pick stays finalized.`).waitFor();
  const teamSelect = dialog.getByLabel('Team', { exact: true });
  await teamSelect.selectOption(String(team));
  await teamSelect.scrollIntoViewIfNeeded();
  await settle();
  // The dialog fills the phone's screen: the picture is that screen, at the survivor section.
  await screenshot(page, 'journey-admin-override-dialog-phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Override Survivor Pick' }).click();
  await page.getByText('Survivor pick overridden', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // Stored: the entry is what grading its corrected picks gives (alive again), the pick still finalized.
  const after = (await standard()).rows.find((row) => row.entryId === target.entryId) as SurvivorResultsRow;
  expect(after.picks[week]).toMatchObject({ teamId: team, isCorrect: true });
  expect(after).toMatchObject({ isEliminated: false, eliminatedInWeek: null });
  const list = await json<{ picks: { entryId: string; isFinalized: boolean }[] }>(
    admin.get(`/api/admin/survivor/picks?week=${week}`),
  );
  expect(list.picks.find((pick) => pick.entryId === target.entryId)?.isFinalized).toBe(true);

  // Seen: the survivor grid and the audit log.
  await page.goto(`${stack.url}/results?tab=survivor`);
  const grid = page.getByRole('table', { name: 'Survivor Pool picks by week' });
  const row = grid.getByRole('row', { name: new RegExp(target.user.displayName) });
  await row.waitFor();
  await eventually(() => row.getAttribute('data-eliminated')).toBeNull();
  await eventually(() => row.innerText()).not.toContain('Out Wk');

  const audit = await json<AuditPage>(admin.get('/api/admin/audit'));
  expect(audit.entries[0]).toMatchObject({ action: 'survivor.override', subject: { id: target.userId } });
  await openAdmin('audit', 'Audit Log');
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await entries.getByText('Survivor pick overridden').first().waitFor();
  await entries.getByText(`alive (was out in Week ${week})`, { exact: false }).first().waitFor();
  await settle();
  await screenshot(page, 'journey-admin-audit-phone');
  return target.entryId;
};
