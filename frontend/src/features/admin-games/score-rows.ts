import type { Game } from '@shared/game';
import { isWaitingForScore } from '@shared/live-game';
import type { ProviderScore } from '@shared/schemas/admin';
import type { GameScoreRow } from '@/features/admin-games/api/save-all-scores';

/** One editable line of the score table; scores stay text while the admin types. */
export interface ScoreRow {
  id: string;
  away: string;
  home: string;
  awayName: string;
  homeName: string;
  startTime: string;
  /** Kicked off, and no score has come in yet. */
  waitingForScore: boolean;
  awayScore: string;
  homeScore: string;
  isCompleted: boolean;
}

const scoreText = (score: number | null): string => (score === null ? '' : String(score));

export const rowsFromGames = (games: readonly Game[]): ScoreRow[] =>
  games.map((game) => ({
    id: game.id,
    away: game.awayTeam.abbreviation,
    home: game.homeTeam.abbreviation,
    awayName: game.awayTeam.displayName,
    homeName: game.homeTeam.displayName,
    startTime: game.startTime,
    waitingForScore: isWaitingForScore(game),
    awayScore: scoreText(game.awayScore),
    homeScore: scoreText(game.homeScore),
    isCompleted: game.isCompleted,
  }));

/** Fills the rows the provider has scores for; the others stay as they are. Returns how many it filled. */
export const withProviderScores = (
  rows: readonly ScoreRow[],
  scores: readonly ProviderScore[],
): { rows: ScoreRow[]; filled: number } => {
  const byId = new Map(scores.map((score) => [score.id, score]));
  let filled = 0;
  const next = rows.map((row) => {
    const score = byId.get(row.id);
    if (!score || score.homeScore === null || score.awayScore === null) return row;
    filled += 1;
    return {
      ...row,
      awayScore: String(score.awayScore),
      homeScore: String(score.homeScore),
      isCompleted: score.isCompleted,
    };
  });
  return { rows: next, filled };
};

/** Scores are whole numbers from 0; anything else typed counts as 0 (spec section 5). */
export const parseScore = (typed: string): number => {
  const value = Number.parseInt(typed, 10);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

/** The most a score may be, as the server takes it. */
export const SCORE_MAX = 200;

/**
 * Drops letters and other stray characters while typing, but keeps a minus sign and a decimal point:
 * '-7' or '4.5' is shown and refused (scoreProblem), never saved as 7 or 45.
 */
export const cleanScore = (typed: string): string => typed.replace(/[^\d.-]/g, '').slice(0, 5);

/** Why a typed score cannot be saved, as the admin reads it under the box; null when it can (or is blank). */
export const scoreProblem = (typed: string): string | null => {
  const text = typed.trim();
  if (text === '' || /^\d+$/.test(text)) {
    return text !== '' && Number(text) > SCORE_MAX ? `A score is at most ${SCORE_MAX}` : null;
  }
  if (text.startsWith('-')) return "A score can't be negative";
  return 'Whole numbers only';
};

/** Each row's boxes that cannot be saved, named as their labels name them. */
export const scoreProblems = (rows: readonly ScoreRow[]): string[] =>
  rows.flatMap((row) =>
    (
      [
        [row.away, row.awayScore],
        [row.home, row.homeScore],
      ] as const
    ).flatMap(([team, typed]) => {
      const problem = scoreProblem(typed);
      return problem ? [`${team} score, ${row.away} at ${row.home}: ${problem.toLowerCase()}`] : [];
    }),
  );

/**
 * The rows to save. A row with both scores blank and not Final is a game nobody scored yet: it is
 * left out rather than saved as 0-0.
 */
export const scoresToSave = (rows: readonly ScoreRow[]): GameScoreRow[] =>
  rows
    .filter((row) => row.isCompleted || row.awayScore.trim() !== '' || row.homeScore.trim() !== '')
    .map((row) => ({
      id: row.id,
      awayScore: parseScore(row.awayScore),
      homeScore: parseScore(row.homeScore),
      isCompleted: row.isCompleted,
    }));
