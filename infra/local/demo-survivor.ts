import { createHash } from 'node:crypto';
import { newEntryId } from '../../functions/lib/data/survivor-repository';
import { entryOwnerName } from '../../functions/services/survivor-pick-service';
import type { GameRecord } from '../../shared/game';
import { homeLine } from '../../shared/spread';
import {
  gameOfTeam,
  LATE_POOL_ID,
  STANDARD_POOL_ID,
  type SurvivorEntryRecord,
  type SurvivorPickRecord,
  type SurvivorPoolKind,
  survivorPickResult,
  WEEK6_START_WEEK,
} from '../../shared/survivor';
import type { Team } from '../../shared/team';
import type { User } from '../../shared/user';
import type { DemoAccess } from './demo-players';

/** A stable number in [0, 1) for a seed text, so the demo pools are the same on every machine. */
const chance = (seed: string) => createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;

/** The week's favourites, strongest first (the side the line favours, by the size of the line). */
const favourites = (games: readonly GameRecord[]): number[] =>
  games
    .map((game) => {
      const line = homeLine(game.spread) ?? 0;
      return { teamId: line <= 0 ? game.homeTeamId : game.awayTeamId, size: Math.abs(line) };
    })
    .sort((a, b) => b.size - a.size)
    .map((side) => side.teamId);

interface DemoEntryPlan {
  key: string;
  user: User;
  poolId: string;
  kind: SurvivorPoolKind;
  firstWeek: number;
  entryName: string | null;
  createdAt: string;
  /** How far down the favourites list this entry reaches: bolder entries fall sooner. */
  boldness: number;
}

/**
 * Picks each week from the entry's first week through the weeks already played at the clock, among
 * the week's favourites and never a team twice. The demo steers by the real results so the pools
 * look like a real season: about half the entries fall (each in its own week, to a real loss), the
 * rest survive to the current week, where some have already picked.
 */
const playEntry = (
  plan: DemoEntryPlan,
  gamesByWeek: ReadonlyMap<number, GameRecord[]>,
  teams: ReadonlyMap<number, Team>,
  at: Date,
): SurvivorEntryRecord => {
  const picks: Record<number, SurvivorPickRecord> = {};
  const used = new Set<number>();
  const weeks = [...gamesByWeek].sort(([a], [b]) => a - b).filter(([week]) => week >= plan.firstWeek);
  const played = weeks.filter(([, games]) =>
    games.every((game) => Date.parse(game.startTime) <= at.getTime()),
  );
  const lastPlayed = played.at(-1)?.[0] ?? 0;
  const outWeek =
    plan.key === LATE_SURVIVOR || chance(`${plan.key}:survives`) < 0.5 || lastPlayed <= plan.firstWeek
      ? null
      : plan.firstWeek + 1 + Math.floor(chance(`${plan.key}:out`) * (lastPlayed - plan.firstWeek));
  const choose = (week: number, games: GameRecord[], wantLoss: boolean): SurvivorPickRecord | null => {
    const open = favourites(games).filter((teamId) => !used.has(teamId));
    const fitting = open.filter((teamId) => {
      const result = survivorPickResult(gameOfTeam(games, teamId), teamId);
      return wantLoss ? result === false : result !== false;
    });
    const pool = fitting.length ? fitting : open;
    const reach = Math.max(1, Math.round(plan.boldness * pool.length));
    const teamId = pool[Math.floor(chance(`${plan.key}:${week}`) * reach)];
    const game = teamId === undefined ? undefined : gameOfTeam(games, teamId);
    if (teamId === undefined || !game) return null;
    used.add(teamId);
    const team = teams.get(teamId);
    return {
      teamId,
      team: {
        displayName: team?.displayName ?? `Team ${teamId}`,
        abbreviation: team?.abbreviation ?? String(teamId),
      },
      lockAt: game.startTime,
      isCorrect: null,
      isFinalized: false,
      updatedAt: game.startTime,
    };
  };
  let alive = true;
  for (const [week, games] of played) {
    const pick = choose(week, games, week === outWeek);
    if (!pick) break;
    picks[week] = pick;
    alive = survivorPickResult(gameOfTeam(games, pick.teamId), pick.teamId) !== false;
    if (!alive) break;
  }
  const current = weeks.find(([week]) => week > lastPlayed);
  if (current && alive && chance(`${plan.key}:current`) < 0.35) {
    const upcoming = current[1].filter((game) => Date.parse(game.startTime) > at.getTime());
    const pick = upcoming.length ? choose(current[0], upcoming, false) : null;
    if (pick) picks[current[0]] = pick;
  }
  return {
    id: newEntryId(plan.poolId),
    poolId: plan.poolId,
    userId: plan.user.id,
    displayName: entryOwnerName(plan.user),
    entryName: plan.entryName,
    createdAt: plan.createdAt,
    firstWeek: plan.firstWeek,
    isEliminated: false,
    eliminatedInWeek: null,
    picks,
  };
};

/** The late-entry group keeps one player alive, so its grid shows a race too. */
const LATE_SURVIVOR = `nina_late:${LATE_POOL_ID}`;

const WEEK6_DEMO_NAMES: Record<string, (string | null)[]> = {
  wendy_w6: ['Wendy’s Main', null, 'Long Shot'],
  alice_b: ['Alice Safe', 'Alice Bold'],
  dan_the_man: [null, null],
};

/**
 * The demo survivor pools: a standard entry for every full-app player, a late entry for those who
 * joined late, and a few Week 6 entries, each played on the real results up to the clock.
 */
export const demoSurvivorEntries = (
  players: { user: User; access: DemoAccess }[],
  games: readonly GameRecord[],
  teams: readonly Team[],
  at: Date,
  lateStartWeek: number,
  week6PoolId: string,
): { entry: SurvivorEntryRecord; kind: SurvivorPoolKind }[] => {
  const gamesByWeek = new Map<number, GameRecord[]>();
  for (const game of games) gamesByWeek.set(game.week, [...(gamesByWeek.get(game.week) ?? []), game]);
  const teamsById = new Map(teams.map((team) => [team.id, team]));
  const plans: DemoEntryPlan[] = [];
  players.forEach(({ user, access }, index) => {
    const name = user.username ?? String(index);
    if (access !== 'week6') {
      const late = access === 'late';
      plans.push({
        key: `${name}:${late ? LATE_POOL_ID : STANDARD_POOL_ID}`,
        user,
        poolId: late ? LATE_POOL_ID : STANDARD_POOL_ID,
        kind: late ? 'late' : 'standard',
        firstWeek: late ? lateStartWeek : 1,
        entryName: null,
        createdAt: user.createdAt,
        boldness: 0.15 + 0.5 * chance(`bold:${name}`),
      });
    }
    for (const [n, entryName] of (WEEK6_DEMO_NAMES[name] ?? []).entries()) {
      plans.push({
        key: `${name}:week6:${n}`,
        user,
        poolId: week6PoolId,
        kind: 'week6',
        firstWeek: WEEK6_START_WEEK,
        entryName,
        createdAt: new Date(Date.parse(user.createdAt) + n + 1).toISOString(),
        boldness: 0.15 + 0.5 * chance(`bold:${name}:${n}`),
      });
    }
  });
  return plans.map((plan) => ({ entry: playEntry(plan, gamesByWeek, teamsById, at), kind: plan.kind }));
};
