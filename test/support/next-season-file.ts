import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIPPED = fileURLToPath(new URL('../../infra/season/', import.meta.url));
const DAY_MS = 86_400_000;
/** 52 weeks: the same weekday a year on. */
const YEAR_ON_DAYS = 364;

/** A season's game id in the file made here: the 2025 game's ESPN id with its first digit a 5. */
export const nextSeasonGameId = (id2025: string): string => `5${id2025.slice(1)}`;

/**
 * A season folder for the season-file provider with the bundled 2025 season and a made-up next one
 * (`season`, default 2026): every 2025 game a year on (52 weeks later, the same weekday), new ESPN
 * ids, the same lines, no scores yet. The bundled data is 2025 only; the tests make the next year.
 */
export const writeNextSeasonFiles = (season = 2026): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pool-seasons-'));
  for (const file of ['nfl-teams.csv', 'nfl-2025-regular-season.csv']) {
    copyFileSync(path.join(SHIPPED, file), path.join(dir, file));
  }
  const [header = '', ...rows] = readFileSync(path.join(SHIPPED, 'nfl-2025-regular-season.csv'), 'utf8')
    .trim()
    .split('\n');
  const columns = header.split(',');
  const at = (name: string) => columns.indexOf(name);
  const shift = YEAR_ON_DAYS + (season - 2026) * YEAR_ON_DAYS;
  const next = rows.map((row) => {
    const cells = row.split(',');
    const day = new Date(Date.parse(`${cells[at('gameday')]}T12:00:00Z`) + shift * DAY_MS);
    cells[at('game_id')] = (cells[at('game_id')] ?? '').replace(/^2025/, String(season));
    cells[at('gameday')] = day.toISOString().slice(0, 10);
    cells[at('away_score')] = '';
    cells[at('home_score')] = '';
    cells[at('overtime')] = '0';
    cells[at('espn')] = nextSeasonGameId(cells[at('espn')] ?? '');
    return cells.join(',');
  });
  writeFileSync(path.join(dir, `nfl-${season}-regular-season.csv`), `${[header, ...next].join('\n')}\n`);
  return dir;
};
