import type { SeasonArchive, SeasonList } from '../../shared/schemas/seasons';
import { getSeasonArchive, readPoolSeason } from '../lib/data/pool-season-repository';
import { notFound } from '../lib/domain-errors';
import { season as poolSeason } from '../lib/season';

/** The season the pool plays and every one it played before, newest first (one read). */
export const listSeasons = async (): Promise<SeasonList> => {
  const stored = await readPoolSeason();
  const current = poolSeason();
  const seasons = [...new Set([...(stored?.seasons ?? []), current])].sort((a, b) => b - a);
  return { current, seasons: seasons.map((season) => ({ season, current: season === current })) };
};

/** A past season's archive (one read): its final standings, survivor results and weekly winners. */
export const seasonArchive = async (season: number): Promise<SeasonArchive> => {
  // A start of the next season that stopped before its switch left the archive of the season still played.
  if (season === poolSeason())
    throw notFound(`The ${season} season is the one the pool plays: it has no archive yet`);
  const archive = await getSeasonArchive(season);
  if (!archive) throw notFound(`The pool has no archive of the ${season} season`);
  return archive;
};
