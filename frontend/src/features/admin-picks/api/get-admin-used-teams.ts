import type { UsedTeam } from '@shared/schemas/survivor';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

const adminUsedTeamsKey = (entryId: string) =>
  `/api/admin/survivor/used-teams/${encodeURIComponent(entryId)}`;

/** The teams a survivor entry picked, by week. Pass null to read nothing (no entry). */
export const useAdminUsedTeams = (entryId: string | null) =>
  useSWR<UsedTeam[], Error>(entryId ? adminUsedTeamsKey(entryId) : null, apiGet);
