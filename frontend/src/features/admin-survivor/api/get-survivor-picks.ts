import type { AdminSurvivorPicks } from '@shared/schemas/survivor';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const adminSurvivorPicksKey = (week: number) => `/api/admin/survivor/picks?week=${week}`;

/** Every survivor pick of the week across the pools, and whether the week is finalized. */
export const useAdminSurvivorPicks = (week: number | null) =>
  useSWR<AdminSurvivorPicks, Error>(week === null ? null : adminSurvivorPicksKey(week), apiGet);
