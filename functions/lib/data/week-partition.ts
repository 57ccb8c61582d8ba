import { config } from '../config';

/** Everything of one week (games, pick sheets, its version) lives in one partition. */
export const weekPartition = (week: number) =>
  `SEASON#${config.season()}#WEEK#${String(week).padStart(2, '0')}`;
