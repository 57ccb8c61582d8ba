import type { SystemStatus } from '@shared/schemas/admin';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const systemStatusKey = '/api/admin/system-status';

/** Live checks of the database, the sports data provider and the login provider. */
export const getSystemStatus = (): Promise<SystemStatus> => apiGet<SystemStatus>(systemStatusKey);

export const useSystemStatus = () => useSWR<SystemStatus, Error>(systemStatusKey, getSystemStatus);
