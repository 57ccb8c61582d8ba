import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const squarePriceUrl = '/api/admin/squares/price';

/** Sets the price of every square. */
export const setSquarePrice = (price: number): Promise<{ price: number }> =>
  apiMutate<{ price: number }>('PUT', squarePriceUrl, { price });

export const useSetSquarePrice = () =>
  useSWRMutation(squarePriceUrl, (_url: string, { arg }: { arg: number }) => setSquarePrice(arg));
