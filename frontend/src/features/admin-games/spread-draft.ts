import type { Game } from '@shared/game';
import { homeLine } from '@shared/spread';

export type Favorite = 'home' | 'away' | 'none';

/** What the admin sees and edits for one game: who is favored and by how many points. */
export interface SpreadDraft {
  favorite: Favorite;
  /** As typed: a positive number in half points, or '' for no line. */
  points: string;
}

/** The largest line the server takes. */
export const MAX_SPREAD_POINTS = 50;

/** The stored home line as the editor shows it: -3.5 is "home by 3.5", 3.5 "away by 3.5", 0 a pick'em. */
export const draftFromSpread = (spread: string | null): SpreadDraft => {
  const line = homeLine(spread);
  if (line === null) return { favorite: 'none', points: '' };
  if (line > 0) return { favorite: 'away', points: String(line) };
  return { favorite: 'home', points: String(Math.abs(line)) };
};

/** Only positive numbers are typed: a minus sign is dropped. */
export const cleanPoints = (typed: string): string => typed.replace(/-/g, '').trim();

export type DraftLine = { valid: true; spread: number | null } | { valid: false };

/**
 * The home line a draft stands for: negative when home is favored, positive when away is, null for
 * none or empty points. Points must be 0-50 in steps of 0.5.
 */
export const lineFromDraft = (draft: SpreadDraft): DraftLine => {
  const points = draft.points.trim();
  if (draft.favorite === 'none' || points === '') return { valid: true, spread: null };
  const value = Number(points);
  if (!Number.isFinite(value) || value < 0 || value > MAX_SPREAD_POINTS || !Number.isInteger(value * 2)) {
    return { valid: false };
  }
  if (value === 0) return { valid: true, spread: 0 };
  return { valid: true, spread: draft.favorite === 'home' ? -value : value };
};

export interface SpreadEdits {
  /** Games whose draft stands for a different line than the stored one. */
  changes: { gameId: string; spread: number | null }[];
  /** Games whose points cannot be read. */
  invalid: string[];
}

/** Compares the admin's drafts with the stored lines; untouched games are not drafts at all. */
export const spreadEdits = (
  games: readonly Pick<Game, 'id' | 'spread'>[],
  drafts: Readonly<Record<string, SpreadDraft>>,
): SpreadEdits => {
  const edits: SpreadEdits = { changes: [], invalid: [] };
  for (const game of games) {
    const draft = drafts[game.id];
    if (!draft) continue;
    const line = lineFromDraft(draft);
    if (!line.valid) edits.invalid.push(game.id);
    else if (line.spread !== homeLine(game.spread))
      edits.changes.push({ gameId: game.id, spread: line.spread });
  }
  return edits;
};
