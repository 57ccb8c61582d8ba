import { config } from './config';

/** The one clock every deadline reads. POOL_NOW (an ISO time) pins it; unset or 'now' is real time. */
export const now = (): Date => {
  const pinned = config.poolNow();
  if (!pinned || pinned === 'now') return new Date();
  const date = new Date(pinned);
  if (Number.isNaN(date.getTime())) throw new Error(`POOL_NOW is not an ISO time: ${pinned}`);
  return date;
};
