import type { SeasonList } from '@shared/schemas/seasons';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

/** The season the pool plays and those before it, whose ledgers and audit logs stay readable. */
export const useSeasons = () => useSWR<SeasonList, Error>('/api/seasons', apiGet);
