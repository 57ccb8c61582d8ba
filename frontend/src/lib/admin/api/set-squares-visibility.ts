import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const squaresVisibilityUrl = '/api/admin/squares/visibility';

/** Shows or hides the Super Bowl squares page for players. */
export const setSquaresVisibility = (isVisible: boolean): Promise<unknown> =>
  apiMutate('PUT', squaresVisibilityUrl, { isVisible });

export const useSetSquaresVisibility = () =>
  useSWRMutation(squaresVisibilityUrl, (_url: string, { arg }: { arg: boolean }) =>
    setSquaresVisibility(arg),
  );
