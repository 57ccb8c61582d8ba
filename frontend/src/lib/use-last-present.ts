import { useRef } from 'react';

/**
 * The value, or while it is null the last value that was not: a dialog keeps drawing what it showed
 * while it animates closed after its subject is cleared.
 */
export const useLastPresent = <T>(value: T | null): T | null => {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
};
