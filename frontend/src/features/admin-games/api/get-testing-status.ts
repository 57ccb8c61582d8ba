import type { TestingStatus } from '@shared/schemas/admin';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const testingStatusKey = '/api/admin/testing';

/** Whether this deployment has the Testing tab's tools (off unless the deploy turned testing on). */
export const getTestingStatus = (): Promise<TestingStatus> => apiGet<TestingStatus>(testingStatusKey);

export const useTestingStatus = () => useSWR<TestingStatus, Error>(testingStatusKey, getTestingStatus);
