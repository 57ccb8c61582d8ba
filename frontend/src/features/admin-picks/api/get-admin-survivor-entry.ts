import type { SurvivorEntry } from '@shared/schemas/survivor';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

const adminSurvivorEntryKey = (userId: string) => `/api/admin/survivor/entry/${encodeURIComponent(userId)}`;

/** The player's standard or late survivor entry with its picks; null when they have none. */
export const useAdminSurvivorEntry = (userId: string) =>
  useSWR<SurvivorEntry | null, Error>(adminSurvivorEntryKey(userId), apiGet);
