// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Week6Banner } from '@/features/dashboard/components/week6-banner';
import { closedRegistration, future, survivorPick, week6Entry } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

const picked = (id: string, name: string, teamId: 2 | 6 | 12, lockAt: string) =>
  week6Entry(id, name, { picks: [{ ...survivorPick(`week6.${id}`, 6, teamId, null), lockAt }] });

const banner = async (entries: ReturnType<typeof week6Entry>[]) => {
  renderWithApp(<Week6Banner week={6} />, {
    'GET /api/week6/entries': entries,
    'GET /api/week6/registration': closedRegistration,
  });
  const region = await screen.findByRole('region', { name: 'Week 6 Survivor Pools' });
  await within(region).findByText('Registered', {}, { timeout: 5000 });
  return region;
};

describe('the Week 6 banner', () => {
  it('says Pick Now! while a live entry still lacks its pick', async () => {
    const region = await banner([
      picked('a1b2c3d4e5f6', 'Entry 1', 2, future(20)),
      week6Entry('b1b2c3d4e5f6', 'Entry 2'),
    ]);
    expect(within(region).getByRole('link', { name: 'Pick Now!' })).toBeDefined();
    expect(within(region).getByText('Pick needed')).toBeDefined();
  });

  it('says the picks are in and when the first locks once every live entry has its pick', async () => {
    const firstLock = future(20);
    const region = await banner([
      picked('a1b2c3d4e5f6', 'Entry 1', 2, future(30)),
      picked('b1b2c3d4e5f6', 'Entry 2', 6, firstLock),
      week6Entry('c1b2c3d4e5f6', 'Entry 3', { isEliminated: true, eliminatedInWeek: 6 }),
    ]);
    expect(within(region).queryByRole('link', { name: 'Pick Now!' })).toBeNull();
    expect(within(region).getByText('Picks in')).toBeDefined();
    expect(within(region).getByText(/^All 2 Week 6 picks are in: the first locks /)).toBeDefined();
    expect(within(region).getByRole('link', { name: 'My picks' }).getAttribute('href')).toBe('/weekly-picks');
  });

  it('offers no picks to a player whose entries are all eliminated', async () => {
    const region = await banner([
      week6Entry('a1b2c3d4e5f6', 'Entry 1', { isEliminated: true, eliminatedInWeek: 6 }),
    ]);
    expect(within(region).getByRole('link', { name: 'My entries' })).toBeDefined();
    expect(within(region).queryByRole('link', { name: 'Pick Now!' })).toBeNull();
    expect(within(region).queryByRole('link', { name: 'My picks' })).toBeNull();
  });
});
