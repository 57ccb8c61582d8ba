import type { SeasonSetupState } from '@shared/schemas/season-setup';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const seasonSetupKey = '/api/admin/season-setup';

/** What the table holds of the season (teams, each week's games, the current week) and the setup's next step. */
export const useSeasonSetup = () => useSWR<SeasonSetupState, Error>(seasonSetupKey, apiGet);
