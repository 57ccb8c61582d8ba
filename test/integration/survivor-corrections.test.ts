import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { AuditPage } from '../../shared/schemas/admin-people';
import type {
  AdminSurvivorPicks,
  MySurvivorEntry,
  SurvivorEntry,
  SurvivorPoolResults,
  SurvivorResultsRow,
} from '../../shared/schemas/survivor';
import { survivorMessages } from '../../shared/survivor';
import type { User } from '../../shared/user';
import { holdWrites, type WriteInput } from '../support/hold-writes';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * An admin puts a disputed survivor pick right after the week is finalized, or after the entry is
 * out: the entry ends as grading its picks gives. Thursday of Week 15 (the current week): weeks
 * 1-14 final and graded, Week 15 not started.
 */
const stack = localStackForFile({ seed: true });
const CURRENT = 15;
const PLAYED = 14;

type Item = Record<string, unknown>;
const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

const results = async () =>
  json<SurvivorPoolResults>(admin.get(`/api/survivor/results?poolId=standard&maxWeek=${CURRENT}`));
const rowOf = async (entryId: string) =>
  (await results()).rows.find((row) => row.entryId === entryId) as SurvivorResultsRow;
const entryOf = (userId: string) => json<SurvivorEntry>(admin.get(`/api/admin/survivor/entry/${userId}`));
const override = (entryId: string, week: number, pickedTeamId: number) =>
  admin.send('POST', '/api/admin/survivor/override-pick', { entryId, week, pickedTeamId });
const latestAudit = async () => (await json<AuditPage>(admin.get('/api/admin/audit'))).entries[0];

/** Winners and losers of a final week. */
const outcomes = async (week: number) => {
  const games = await json<Game[]>(admin.get(`/api/games/week/${week}`));
  const winners: number[] = [];
  const losers: number[] = [];
  for (const game of games) {
    if (!game.isCompleted || game.homeScore === null || game.awayScore === null) continue;
    if (game.homeScore === game.awayScore) continue;
    const homeWon = game.homeScore > game.awayScore;
    winners.push(homeWon ? game.homeTeamId : game.awayTeamId);
    losers.push(homeWon ? game.awayTeamId : game.homeTeamId);
  }
  return { games, winners, losers };
};

/** A demo player whose standard entry is alive going into the current week, with a pick in the week played. */
const alivePlayer = async (skip: Set<string>) => {
  const users = await json<User[]>(admin.get('/api/admin/users'));
  const row = (await results()).rows.find(
    (candidate) => !candidate.isEliminated && candidate.picks[PLAYED] && !skip.has(candidate.userId),
  );
  const user = users.find((candidate) => candidate.id === row?.userId);
  if (!row || !user?.email) throw new Error('no alive entry in the demo pool');
  skip.add(user.id);
  return { row, user, client: (await signIn(stack.url, user.email)).client };
};
const taken = new Set<string>();

/**
 * What an update of the entry writes, read from the command: whether it sets the entry's grade
 * (`isEliminated`) and whether it sets a whole pick (a value with its team). Null for any other write.
 */
const entryUpdate = (entryId: string, input: WriteInput) => {
  if ((input.Key as Item | undefined)?.SK !== `ENTRY#${entryId}` || !input.UpdateExpression) return null;
  const values = Object.values((input.ExpressionAttributeValues ?? {}) as Item);
  return {
    grade: Object.values((input.ExpressionAttributeNames ?? {}) as Item).includes('isEliminated'),
    pick: values.some((value) => typeof value === 'object' && value !== null && 'teamId' in value),
  };
};
/** The admin's correction (a pick with the grade) or, with `override` false, the player's pick alone. */
const isEntryWrite = (entryId: string, input: WriteInput, override: boolean) => {
  const update = entryUpdate(entryId, input);
  return !!update?.pick && update.grade === override;
};

describe('an admin corrects a disputed survivor pick', () => {
  it('in a finalized week: a losing pick puts the entry out, a winning one brings it back, each audited', async () => {
    const { row, user } = await alivePlayer(taken);
    const { winners, losers } = await outcomes(PLAYED);
    const used = new Set(Object.values(row.picks).map((pick) => pick.teamId));
    const loser = losers.find((team) => !used.has(team)) as number;
    const winner = winners.find((team) => !used.has(team)) as number;
    expect((await admin.send('POST', '/api/admin/survivor/finalize-week', { week: PLAYED })).status).toBe(
      200,
    );

    const out = await override(row.entryId, PLAYED, loser);
    expect(out.status).toBe(200);
    expect(await out.json()).toMatchObject({ pickedTeamId: loser, isCorrect: false, isFinalized: true });
    expect(await rowOf(row.entryId)).toMatchObject({ isEliminated: true, eliminatedInWeek: PLAYED });
    expect((await rowOf(row.entryId)).picks[PLAYED]).toMatchObject({ teamId: loser, isCorrect: false });
    expect(await latestAudit()).toMatchObject({
      action: 'survivor.override',
      subject: { id: user.id },
      after: { teamId: loser, isEliminated: true, eliminatedInWeek: PLAYED },
    });

    const back = await override(row.entryId, PLAYED, winner);
    expect(back.status).toBe(200);
    expect(await rowOf(row.entryId)).toMatchObject({ isEliminated: false, eliminatedInWeek: null });
    expect((await rowOf(row.entryId)).picks[PLAYED]).toMatchObject({ teamId: winner, isCorrect: true });
    const line = await latestAudit();
    expect(line).toMatchObject({
      action: 'survivor.override',
      before: { isEliminated: true, eliminatedInWeek: PLAYED },
      after: { teamId: winner, isEliminated: false },
    });
    expect(line?.summary).toContain('alive (was out in Week 14)');
    const picks = await json<AdminSurvivorPicks>(admin.get(`/api/admin/survivor/picks?week=${PLAYED}`));
    expect(picks.picks.find((pick) => pick.entryId === row.entryId)).toMatchObject({
      pickedTeamId: winner,
      isFinalized: true,
    });
  });

  it('refuses a team the entry used in another week or a team not playing, and stores nothing', async () => {
    const { row } = await alivePlayer(taken);
    const [earlier] = Object.entries(row.picks).filter(([week]) => Number(week) < PLAYED);
    const before = await entryOf(row.userId);
    const reused = await override(row.entryId, PLAYED, earlier?.[1].teamId as number);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: survivorMessages.usedStandard });
    const idle = (await outcomes(PLAYED)).games.flatMap((game) => [game.homeTeamId, game.awayTeamId]);
    const notPlaying = Array.from({ length: 40 }, (_, i) => i + 1).find((team) => !idle.includes(team));
    const absent = await override(row.entryId, PLAYED, notPlaying as number);
    expect(absent.status).toBe(400);
    expect(await entryOf(row.userId)).toEqual(before);
  });
});

describe('un-finalizing a week', () => {
  it('opens only the current week again, audited; players can change their pick until kickoff', async () => {
    const { row, client } = await alivePlayer(taken);
    const { entry } = await json<MySurvivorEntry>(client.get('/api/survivor/entry'));
    const used = new Set(entry?.picks.map((pick) => pick.pickedTeamId));
    const games = await json<Game[]>(admin.get(`/api/games/week/${CURRENT}`));
    const [first, second] = games
      .flatMap((game) => [game.homeTeamId, game.awayTeamId])
      .filter((team) => !used.has(team));
    const pick = (team: number) =>
      client.send('POST', '/api/survivor/pick', { entryId: row.entryId, week: CURRENT, pickedTeamId: team });
    expect((await pick(first as number)).status).toBe(200);
    expect((await admin.send('POST', '/api/admin/survivor/finalize-week', { week: CURRENT })).status).toBe(
      200,
    );
    expect((await pick(second as number)).status).toBe(403);

    const earlier = await admin.send('POST', '/api/admin/survivor/unfinalize-week', { week: PLAYED });
    expect(earlier.status).toBe(400);
    expect(await earlier.json()).toEqual({ message: survivorMessages.unfinalizeOnlyCurrent(CURRENT) });

    const reopened = await admin.send('POST', '/api/admin/survivor/unfinalize-week', { week: CURRENT });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({
      week: CURRENT,
      message: survivorMessages.reopenedWeek(CURRENT),
    });
    expect(await latestAudit()).toMatchObject({
      action: 'survivor.unfinalize',
      after: { isFinalized: false },
    });
    const list = await json<AdminSurvivorPicks>(admin.get(`/api/admin/survivor/picks?week=${CURRENT}`));
    expect(list.isFinalized).toBe(false);
    expect(list.picks.every((listed) => !listed.isFinalized)).toBe(true);
    expect((await pick(second as number)).status).toBe(200);

    const again = await admin.send('POST', '/api/admin/survivor/unfinalize-week', { week: CURRENT });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: survivorMessages.notFinalized(CURRENT) });
  });
});

describe('a correction racing other writes', () => {
  it('held at its write while the player changes the pick: answers 409 and the player’s pick stays', async () => {
    const { row, client } = await alivePlayer(taken);
    const games = await json<Game[]>(admin.get(`/api/games/week/${CURRENT}`));
    const used = new Set(Object.values(row.picks).map((pick) => pick.teamId));
    const [mine, admins] = games
      .flatMap((game) => [game.homeTeamId, game.awayTeamId])
      .filter((t) => !used.has(t));
    const held = holdWrites((input) => isEntryWrite(row.entryId, input, true));
    const correction = override(row.entryId, CURRENT, admins as number);
    await held.reached;
    const players = await client.send('POST', '/api/survivor/pick', {
      entryId: row.entryId,
      week: CURRENT,
      pickedTeamId: mine,
    });
    held.release();
    expect(players.status).toBe(200);
    expect((await correction).status).toBe(409);
    expect((await entryOf(row.userId)).picks.find((pick) => pick.week === CURRENT)?.pickedTeamId).toBe(mine);
  });

  it('held at its write while the admin finalizes the week: the corrected pick ends finalized too', async () => {
    const { row } = await alivePlayer(taken);
    const games = await json<Game[]>(admin.get(`/api/games/week/${CURRENT}`));
    const used = new Set(Object.values(row.picks).map((pick) => pick.teamId));
    const team = games.flatMap((game) => [game.homeTeamId, game.awayTeamId]).find((t) => !used.has(t));
    const held = holdWrites((input) => isEntryWrite(row.entryId, input, true));
    const correction = override(row.entryId, CURRENT, team as number);
    await held.reached;
    expect((await admin.send('POST', '/api/admin/survivor/finalize-week', { week: CURRENT })).status).toBe(
      200,
    );
    held.release();
    expect((await correction).status).toBe(200);
    const list = await json<AdminSurvivorPicks>(admin.get(`/api/admin/survivor/picks?week=${CURRENT}`));
    expect(list.isFinalized).toBe(true);
    expect(list.picks.find((pick) => pick.entryId === row.entryId)).toMatchObject({
      pickedTeamId: team,
      isFinalized: true,
    });
    expect((await admin.send('POST', '/api/admin/survivor/unfinalize-week', { week: CURRENT })).status).toBe(
      200,
    );
  });

  it('a player’s pick held at its write while the admin finalizes: it lands as a finalized pick', async () => {
    const { row, client } = await alivePlayer(taken);
    const games = await json<Game[]>(admin.get(`/api/games/week/${CURRENT}`));
    const used = new Set(Object.values(row.picks).map((pick) => pick.teamId));
    const team = games.flatMap((game) => [game.homeTeamId, game.awayTeamId]).find((t) => !used.has(t));
    const held = holdWrites((input) => isEntryWrite(row.entryId, input, false));
    const players = client.send('POST', '/api/survivor/pick', {
      entryId: row.entryId,
      week: CURRENT,
      pickedTeamId: team,
    });
    await held.reached;
    expect((await admin.send('POST', '/api/admin/survivor/finalize-week', { week: CURRENT })).status).toBe(
      200,
    );
    held.release();
    expect(await json(players)).toMatchObject({ pickedTeamId: team, isFinalized: true });
    const list = await json<AdminSurvivorPicks>(admin.get(`/api/admin/survivor/picks?week=${CURRENT}`));
    expect(list.picks.find((pick) => pick.entryId === row.entryId)).toMatchObject({ isFinalized: true });
  });

  it('a grading held at its write while the admin corrects the pick: the stale grade is not written', async () => {
    const { row } = await alivePlayer(taken);
    const picked = row.picks[PLAYED]?.teamId as number;
    const { games, winners } = await outcomes(PLAYED);
    const used = new Set(Object.values(row.picks).map((pick) => pick.teamId));
    const other = winners.find((team) => !used.has(team)) as number;
    const game = games.find((g) => g.homeTeamId === picked || g.awayTeamId === picked) as Game;
    // The picked team loses on a corrected score: the grading puts the entry out, held at its write.
    const held = holdWrites((input) => {
      const update = entryUpdate(row.entryId, input);
      return !!update?.grade && !update.pick;
    });
    const pickedHome = game.homeTeamId === picked;
    const rescore = admin.send('PUT', `/api/admin/game-score/${game.id}`, {
      homeScore: pickedHome ? 0 : 30,
      awayScore: pickedHome ? 30 : 0,
      isCompleted: true,
    });
    await held.reached;
    expect((await override(row.entryId, PLAYED, other)).status).toBe(200);
    held.release();
    expect((await rescore).status).toBe(200);
    expect(await rowOf(row.entryId)).toMatchObject({ isEliminated: false, eliminatedInWeek: null });
    expect((await rowOf(row.entryId)).picks[PLAYED]).toMatchObject({ teamId: other, isCorrect: true });
  });
});
