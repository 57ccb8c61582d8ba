import type { UsernameAvailability } from '@shared/schemas/users';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const checkUsernameKey = (username: string) =>
  ['/api/users/check-username', encodeURIComponent(username)] as const;

/** 200 {available} for a well-formed name; 400 {message} naming the broken rule otherwise. */
export const checkUsername = (username: string): Promise<UsernameAvailability> =>
  apiGet<UsernameAvailability>(checkUsernameKey(username));

/** Availability of `username`; pass null to check nothing. */
export const useUsernameAvailability = (username: string | null) =>
  useSWR<UsernameAvailability, Error>(username === null ? null : checkUsernameKey(username), apiGet);
