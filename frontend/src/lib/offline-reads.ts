import { useSyncExternalStore } from 'react';

/**
 * The header the service worker stamps on the copy of an answer it keeps (vite.config.ts): when the
 * answer was read from the server. An answer that carries it came from that copy, not the network.
 */
const SAVED_AT_HEADER = 'x-pool-saved-at';

/** When each read now on screen was last read from the server, for the reads answered from the kept copy. */
const keptReads = new Map<string, number>();
const listeners = new Set<() => void>();

export interface OfflineState {
  offline: boolean;
  /** The oldest kept answer on screen: what the page shows is at least this old. */
  lastSeen: Date | null;
}

/** What the prerendered page shows, and so what hydrating it must read. */
const ONLINE: OfflineState = { offline: false, lastSeen: null };

let state = ONLINE;

const update = () => {
  const oldest = keptReads.size ? Math.min(...keptReads.values()) : null;
  const offline = globalThis.navigator?.onLine === false || oldest !== null;
  const lastSeen = oldest === null ? null : new Date(oldest);
  if (offline === state.offline && lastSeen?.getTime() === state.lastSeen?.getTime()) return;
  state = { offline, lastSeen };
  for (const listener of listeners) listener();
};

/** Notes whether a read's answer came from the service worker's kept copy, and when that was read. */
export const noteReadAnswer = (url: string, headers: Headers): void => {
  const savedAt = Date.parse(headers.get(SAVED_AT_HEADER) ?? '');
  if (Number.isNaN(savedAt)) keptReads.delete(url);
  else keptReads.set(url, savedAt);
  update();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

/** Whether the page is offline or shows kept answers, and how old they are. */
export const useOfflineState = (): OfflineState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => ONLINE,
  );

/**
 * Drops the pages and answers the service worker kept (its caches in vite.config.ts): on signing
 * out, so the next person on this device never sees them offline.
 */
export const forgetKeptReads = async (): Promise<void> => {
  if (!('caches' in globalThis)) return;
  await Promise.all(['pool-reads', 'pool-pages'].map((name) => caches.delete(name)));
};
