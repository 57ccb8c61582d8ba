import { AsyncLocalStorage } from 'node:async_hooks';
import { config } from './config';
import { readPoolSeason } from './data/pool-season-repository';
import { notFound } from './domain-errors';
import { apiLogger as logger } from './logger';

/*
 * The pool's season: what every season key carries (docs/data-model.md, "Seasons"). The table names
 * it (`POOL` / `SEASON`); a pool that never started a new season plays POOL_SEASON. Each process
 * keeps the value it read and reads it again at most every REFRESH_MS, so that answering it stays
 * synchronous: a request or a job runs wholly in the season it started in (pinned below), and the
 * process that started a new season adopts it at once.
 */
export const REFRESH_MS = 60_000;

let known: { season: number; readAt: number } | undefined;
let refreshing: Promise<number> | undefined;
const pinned = new AsyncLocalStorage<number>();

/** The season this request or job runs in: the pinned one, else the last read, else POOL_SEASON. */
export const season = (): number => pinned.getStore() ?? known?.season ?? config.season();

const read = (): Promise<number> => {
  refreshing ??= readPoolSeason()
    .then((stored) => {
      const value = stored?.season ?? config.season();
      known = { season: value, readAt: Date.now() };
      return value;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
};

const fresh = () => known !== undefined && Date.now() - known.readAt < REFRESH_MS;

/**
 * The season a request runs in, without a DynamoDB call on its path once warm: a cold process reads
 * it first; a stale value is answered while a read in the background brings the next one.
 */
export const requestSeason = async (): Promise<number> => {
  if (!known) return read();
  if (!fresh()) {
    read().catch((error: unknown) => logger.warn('season refresh failed', { error: error as Error }));
  }
  return known.season;
};

/** Runs a scheduled job in the pool's season, read again first when the last read is over REFRESH_MS old. */
export const inJobSeason = async <T>(run: () => Promise<T>): Promise<T> =>
  pinned.run(fresh() ? (known as { season: number }).season : await read(), run);

/** Runs `run` with every key in another season (the next season's setup, before the pool moves to it). */
export const inSeason = <T>(value: number, run: () => Promise<T>): Promise<T> => pinned.run(value, run);

/** This process moved the pool to `value`: its next requests and jobs run in it at once. */
export const adoptSeason = (value: number): void => {
  known = { season: value, readAt: Date.now() };
};

/**
 * Runs a read in `season` when one is asked for: a season the pool played before (one read of the
 * pool's seasons; 404 for any other), or the season played when none is or it is the one asked for.
 */
export const inPlayedSeason = async <T>(asked: number | undefined, read: () => Promise<T>): Promise<T> => {
  if (asked === undefined || asked === season()) return read();
  const played = (await readPoolSeason())?.seasons ?? [];
  if (asked > season() || !played.includes(asked)) throw notFound(`The pool has no ${asked} season`);
  return inSeason(asked, read);
};
