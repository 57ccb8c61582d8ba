/**
 * A real game replayed as it happened, from kickoff to its final score: each team's points come as
 * scoring plays (touchdowns with the extra point or a two-point try, field goals, safeties) at
 * moments of the game clock that depend only on the game, so every look at the same instant sees
 * the same score. A game that went to overtime is tied at the end of regulation and decided in an
 * overtime period.
 */

export type ReplayStatus = 'scheduled' | 'in_progress' | 'final';

export interface ReplayedGame {
  id: string;
  startTime: string;
  homeScore: number | null;
  awayScore: number | null;
  overtime: boolean;
}

export interface ReplayState {
  status: ReplayStatus;
  homeScore: number | null;
  awayScore: number | null;
  /** 1-4 the quarters, 5 overtime: while in progress, and on a final game that went to overtime. */
  period: number | null;
  clock: string | null;
}

const MINUTE_MS = 60 * 1000;
const PERIOD_SECONDS = [900, 900, 900, 900, 600];
/** The real minutes after kickoff at which each period starts and ends (halftime 80-100, a break before overtime). */
const PERIODS: ReadonlyArray<readonly [number, number]> = [
  [0, 40],
  [40, 80],
  [100, 145],
  [145, 195],
  [205, 230],
];
const REGULATION_SECONDS = 3600;
const OVERTIME_SECONDS = 600;

/** How long after kickoff a replayed game is final: 3 h 15 min, or 3 h 50 min after overtime. */
export const replayLengthMs = (overtime: boolean): number =>
  (PERIODS[overtime ? 4 : 3] as readonly [number, number])[1] * MINUTE_MS;

/** The points one scoring play can bring a team. */
export const SCORING_PLAYS = [2, 3, 6, 7, 8] as const;

/** Touchdowns with the extra point and field goals first; a two-point try, a missed kick or a safety when the total needs one. */
const PLAY_COST: Record<(typeof SCORING_PLAYS)[number], number> = { 7: 1, 3: 1, 6: 1.3, 8: 1.4, 2: 1.6 };

const cheapest = new Map<number, number[] | null>([[0, []]]);

/** The scoring plays a team's points are made of (largest first), or null when no game can end there (1 point). */
export const scoringPlays = (points: number): number[] | null => {
  if (!Number.isInteger(points) || points < 0) return null;
  for (let total = cheapest.size; total <= points; total += 1) {
    let best: number[] | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const play of SCORING_PLAYS) {
      const rest = total >= play ? cheapest.get(total - play) : null;
      if (!rest) continue;
      const cost = rest.reduce((sum, p) => sum + PLAY_COST[p as keyof typeof PLAY_COST], PLAY_COST[play]);
      if (cost < bestCost) {
        best = [...rest, play].sort((a, b) => b - a);
        bestCost = cost;
      }
    }
    cheapest.set(total, best);
  }
  return cheapest.get(points) ?? null;
};

/**
 * A number in [0, 1) that depends only on the text, so a replay is the same on every call: FNV-1a,
 * then a final mix (MurmurHash3's), without which texts that differ in their last character land
 * next to each other and a team's plays would bunch together.
 */
const unitHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
};

type Side = 'home' | 'away';

interface ScoringPlay {
  points: number;
  /** Game-clock seconds since kickoff (overtime from 3600). */
  second: number;
}

/**
 * A team's plays are at least this many game seconds apart: more than 12 minutes of the replay in
 * any period (18 to 24 game seconds a minute), so a look every 10 minutes (the local scheduler's tick
 * at 120x) sees at most one new play of a team.
 */
export const PLAY_GAP_SECONDS = 300;

/**
 * Each play at its own moment between `from` and `to` game seconds, in a shuffled order: the span cut
 * into one slice a play, each play somewhere in its slice, at least PLAY_GAP_SECONDS from the next.
 */
const spread = (plays: number[], key: string, from: number, to: number): ScoringPlay[] => {
  const order = plays
    .map((points, i) => ({ points, rank: unitHash(`${key}:order:${i}`) }))
    .sort((a, b) => a.rank - b.rank);
  const slice = (to - from) / Math.max(1, plays.length);
  const gap = Math.min(PLAY_GAP_SECONDS, slice);
  return order.map(({ points }, i) => ({
    points,
    second: Math.round(from + i * slice + gap / 2 + unitHash(`${key}:at:${i}`) * (slice - gap)),
  }));
};

/** Where regulation ended in an overtime game: the tie, and what each side scored in overtime. */
const overtimeSplit = (
  home: number,
  away: number,
): { tie: number; homeOt: number; awayOt: number } | null => {
  const [winner, loser] = [Math.max(home, away), Math.min(home, away)];
  const candidates = winner === loser ? [3, 0] : [0, 3, 7, 6, 8, 2];
  for (const loserOt of candidates) {
    const tie = loser - loserOt;
    const winnerOt = winner - tie;
    if (tie < 0 || !scoringPlays(tie) || !scoringPlays(loserOt) || !scoringPlays(winnerOt)) continue;
    if (winner !== loser && winnerOt <= loserOt) continue;
    return home >= away
      ? { tie, homeOt: winnerOt, awayOt: loserOt }
      : { tie, homeOt: loserOt, awayOt: winnerOt };
  }
  return null;
};

/** Each team's scoring plays over the game, or null when the final score cannot be replayed. */
const replayPlays = (game: ReplayedGame): { home: ScoringPlay[]; away: ScoringPlay[] } | null => {
  const { homeScore, awayScore } = game;
  if (homeScore === null || awayScore === null) return null;
  const split = game.overtime ? overtimeSplit(homeScore, awayScore) : null;
  const regulation = split ? { home: split.tie, away: split.tie } : { home: homeScore, away: awayScore };
  const homePlays = scoringPlays(regulation.home);
  const awayPlays = scoringPlays(regulation.away);
  if (!homePlays || !awayPlays) return null;
  const home = spread(homePlays, `${game.id}:home`, 0, REGULATION_SECONDS);
  const away = spread(awayPlays, `${game.id}:away`, 0, REGULATION_SECONDS);
  if (!split) return { home, away };
  // The side that trails in overtime scores first, from a minute in; the winner's last play ends the game.
  const [first, last]: [Side, Side] = split.homeOt >= split.awayOt ? ['away', 'home'] : ['home', 'away'];
  const overtimePlays = (side: Side): number[] =>
    scoringPlays(side === 'home' ? split.homeOt : split.awayOt) ?? [];
  const plays = { home, away };
  plays[first].push(
    ...overtimePlays(first).map((points, i) => ({
      points,
      second: REGULATION_SECONDS + 60 + i * PLAY_GAP_SECONDS,
    })),
  );
  const lastPlays = overtimePlays(last);
  plays[last].push(
    ...lastPlays.map((points, i) => ({
      points,
      second: REGULATION_SECONDS + OVERTIME_SECONDS - 30 - (lastPlays.length - 1 - i) * PLAY_GAP_SECONDS,
    })),
  );
  return plays;
};

const clockText = (secondsLeft: number): string =>
  `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;

/** The period, its clock and the game seconds played, `elapsedMs` after kickoff. */
const progress = (elapsedMs: number, periods: number) => {
  const minute = elapsedMs / MINUTE_MS;
  const index = PERIODS.slice(0, periods).findLastIndex(([start]) => minute >= start);
  const [start, end] = PERIODS[index] as readonly [number, number];
  const length = PERIOD_SECONDS[index] as number;
  const share = Math.min(1, (minute - start) / (end - start));
  const played = Math.round(share * length);
  const before = PERIOD_SECONDS.slice(0, index).reduce((sum, seconds) => sum + seconds, 0);
  return { period: index + 1, clock: clockText(length - played), second: before + played };
};

const pointsBy = (plays: ScoringPlay[], second: number): number =>
  plays.reduce((sum, play) => (play.second <= second ? sum + play.points : sum), 0);

/**
 * The game as a scoreboard shows it at `now`: scheduled before kickoff; in progress with its period,
 * clock and the points scored so far; final with the real score once it is over. A game with no
 * score in the data stays in progress without a score once it has kicked off.
 */
export const replayAt = (game: ReplayedGame, now: Date): ReplayState => {
  const elapsed = now.getTime() - Date.parse(game.startTime);
  const idle = { homeScore: null, awayScore: null, period: null, clock: null };
  if (elapsed < 0) return { status: 'scheduled', ...idle };
  const plays = replayPlays(game);
  if (!plays) return { status: 'in_progress', ...idle };
  if (elapsed >= replayLengthMs(game.overtime)) {
    return {
      status: 'final',
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      period: game.overtime ? 5 : null,
      clock: null,
    };
  }
  const { period, clock, second } = progress(elapsed, game.overtime ? 5 : 4);
  return {
    status: 'in_progress',
    homeScore: pointsBy(plays.home, second),
    awayScore: pointsBy(plays.away, second),
    period,
    clock,
  };
};
