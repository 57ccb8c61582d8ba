// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineNote } from '@/components/offline-note';
import { noteReadAnswer } from '@/lib/offline-reads';
import { renderWithApp } from '@/test-support/render-with-app';

const seenAt = new Date(2025, 11, 11, 14, 14);
const kept = new Headers({ 'x-pool-saved-at': seenAt.toISOString() });
const fresh = new Headers();
const lastSeen = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(seenAt);

describe('the offline note', () => {
  it('shows while a read on screen came from the kept copy, with when it was read, and goes once it is read again', () => {
    renderWithApp(<OfflineNote />, {});
    expect(screen.queryByRole('status')).toBeNull();

    act(() => noteReadAnswer('/api/games/week/15', kept));
    expect(screen.getByRole('status').textContent).toBe(
      `Not up to date · showing what was last seen at ${lastSeen}`,
    );

    act(() => noteReadAnswer('/api/games/week/15', fresh));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the device is offline from the moment it goes offline, until it is back', () => {
    renderWithApp(<OfflineNote />, {});
    const goOnline = (online: boolean) =>
      act(() => {
        Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe('Offline · nothing new can be read');
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
