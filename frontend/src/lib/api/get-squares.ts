import type { Square } from '@shared/squares';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const squaresKey = '/api/squares';

/** The 100 squares; a player gets none while the grid is hidden, an admin always gets them all. */
export const getSquares = (): Promise<Square[]> => apiGet<Square[]>(squaresKey);

export const useSquares = () => useSWR<Square[], Error>(squaresKey, getSquares);
