import type { Team } from '@shared/team';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const teamsKey = '/api/teams';

/** The league's teams (ids, abbreviations, names). */
export const useTeams = () => useSWR<Team[], Error>(teamsKey, apiGet);
