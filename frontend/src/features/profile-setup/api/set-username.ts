import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';
import type { DefaultPick, User } from '@/lib/user';

export interface SetUsernameInput {
  username: string;
  defaultPick: DefaultPick;
}

export const setUsernameUrl = '/api/users/username';

/** 200 with the user; 400 (bad name) or 409 (taken) with {message}. */
export const setUsername = (input: SetUsernameInput): Promise<User> =>
  apiMutate<User>('POST', setUsernameUrl, input);

export const useSetUsername = () =>
  useSWRMutation(setUsernameUrl, (_url: string, { arg }: { arg: SetUsernameInput }) => setUsername(arg));
