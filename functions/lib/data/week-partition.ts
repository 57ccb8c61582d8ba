import { season as poolSeason } from '../season';

/** Everything of one week (games, pick sheets, its version) lives in one partition. */
export const weekPartition = (week: number) => `SEASON#${poolSeason()}#WEEK#${String(week).padStart(2, '0')}`;
