// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WeeklyPickSheet } from '@/features/weekly-picks/components/weekly-pick-sheet';
import {
  future,
  game,
  noWeeklyPicks,
  survivorEntry,
  survivorPick,
  week6Entry,
} from '@/test-support/fixtures';
import { renderWithApp, type SentRequest } from '@/test-support/render-with-app';

const WEEK = 7;
const STANDARD_ID = 'standard.3f9c2a1b7d4e';
const sundayEarly = future(48);
const sundayLate = future(51);
// Real 2025 pairings; spread is the home line (negative: home favored).
const games = [
  game('401772858', WEEK, 6, 29, { startTime: sundayEarly, spread: '-3' }),
  game('401772940', WEEK, 21, 19, { startTime: sundayLate, spread: '7' }),
];
const standard = survivorEntry({ id: STANDARD_ID, picks: [survivorPick(STANDARD_ID, 5, 21)] });
const eliminated = week6Entry('c1c2c3d4e5f6', 'Long Shot', {
  isEliminated: true,
  eliminatedInWeek: 6,
  picks: [survivorPick('week6.c1c2c3d4e5f6', 6, 2, false)],
});

const api = {
  [`GET /api/games/week/${WEEK}`]: games,
  [`GET /api/picks/weekly/${WEEK}/user-1`]: noWeeklyPicks,
  [`GET /api/tiebreaker/mnf/${WEEK}`]: null,
  'GET /api/settings/picks_enabled': { key: 'picks_enabled', value: 'true' },
  'GET /api/survivor/entry': { entry: standard, message: null },
  'POST /api/picks/weekly/batch': ({ body }: SentRequest) => {
    const { picks } = body as { picks: unknown[] };
    return { saved: [], failed: [], savedCount: picks.length, totalCount: picks.length };
  },
  'POST /api/survivor/pick': ({ body }: SentRequest) => {
    const { pickedTeamId } = body as { pickedTeamId: 29 };
    return survivorPick(STANDARD_ID, WEEK, pickedTeamId, null);
  },
  'POST /api/week6/picks': ({ body }: SentRequest) => {
    const { entryId, pickedTeamId } = body as { entryId: string; pickedTeamId: 19 };
    return survivorPick(entryId, WEEK, pickedTeamId, null);
  },
};

const kickoff = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(
    Date.parse(iso),
  );

const posts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

const renderSheet = async (week6Entries = [eliminated]) => {
  const view = renderWithApp(<WeeklyPickSheet week={WEEK} userId="user-1" />, {
    ...api,
    'GET /api/week6/entries': week6Entries,
  });
  const survivor = await screen.findByRole('article', { name: 'Survivor Pool' });
  return { ...view, survivor };
};

describe('Weekly pick sheet: survivor team picker', () => {
  it('shows each team with its line, opponent and kickoff, and the team used before as used', async () => {
    const { survivor } = await renderSheet();
    const picker = within(survivor).getByRole('group', { name: 'Team for Week 7' });
    // A tile's accessible name is what it shows: team, line, opponent, then kickoff or why it is blocked.
    const tiles = [
      [`DAL +3 @ CAR ${kickoff(sundayEarly)}`, false],
      [`CAR -3 vs DAL ${kickoff(sundayEarly)}`, false],
      ['PHI -7 @ NYG Used in Week 5', true],
      [`NYG +7 vs PHI ${kickoff(sundayLate)}`, false],
    ] as const;
    expect(within(picker).getAllByRole('radio')).toHaveLength(tiles.length);
    for (const [name, disabled] of tiles) {
      expect(within(picker).getByRole('radio', { name })).toHaveProperty('disabled', disabled);
    }
    expect(within(survivor).getByText('Used: Wk 5 PHI')).toBeDefined();
  });

  it('shows an eliminated Week 6 entry as one line with its fate and no team list', async () => {
    await renderSheet();
    const out = screen.getByRole('article', { name: 'Long Shot' });
    expect(out.textContent).toBe('Long Shot: Out in Week 6 · BUF lost');
    expect(within(out).queryAllByRole('radio')).toEqual([]);
    expect(within(out).queryAllByRole('button')).toEqual([]);
  });

  it('saves the chosen team with the picks: the entry, team and week the server needs', async () => {
    const user = userEvent.setup();
    const { survivor, requests } = await renderSheet();
    await user.click(screen.getByRole('button', { name: 'Carolina Panthers -3' }));
    await user.click(screen.getByRole('button', { name: 'New York Giants +7' }));
    await user.click(within(survivor).getByRole('radio', { name: /^CAR/ }));
    expect(within(survivor).getByRole('radio', { name: /^CAR/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Save All Picks' }));

    expect(await screen.findByText('Picks Saved')).toBeDefined();
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        url: '/api/picks/weekly/batch',
        body: {
          picks: [
            { gameId: '401772858', pickedTeamId: 29, week: WEEK },
            { gameId: '401772940', pickedTeamId: 19, week: WEEK },
          ],
        },
      },
      {
        method: 'POST',
        url: '/api/survivor/pick',
        body: { entryId: STANDARD_ID, pickedTeamId: 29, week: WEEK },
      },
    ]);
  });
  it("judges each entry by its own used teams and sends a Week 6 entry's pick to the Week 6 route", async () => {
    const user = userEvent.setup();
    const main = week6Entry('a1b2c3d4e5f6', 'Main Entry', {
      picks: [survivorPick('week6.a1b2c3d4e5f6', 6, 29)],
    });
    const { survivor, requests } = await renderSheet([main, eliminated]);
    const mainCard = screen.getByRole('article', { name: 'Main Entry' });
    expect(within(mainCard).getByRole('radio', { name: /^PHI -7/ })).toHaveProperty('disabled', false);
    expect(within(mainCard).getByRole('radio', { name: 'CAR -3 vs DAL Used in Week 6' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Carolina Panthers -3' }));
    await user.click(screen.getByRole('button', { name: 'New York Giants +7' }));
    await user.click(within(survivor).getByRole('radio', { name: /^CAR/ }));
    await user.click(within(mainCard).getByRole('radio', { name: /^NYG/ }));
    await user.click(screen.getByRole('button', { name: 'Save All Picks' }));

    expect(await screen.findByText('Picks Saved')).toBeDefined();
    expect(posts(requests).slice(1)).toEqual([
      {
        method: 'POST',
        url: '/api/survivor/pick',
        body: { entryId: STANDARD_ID, pickedTeamId: 29, week: WEEK },
      },
      {
        method: 'POST',
        url: '/api/week6/picks',
        body: { entryId: 'week6.a1b2c3d4e5f6', pickedTeamId: 19, week: WEEK },
      },
    ]);
  });
});

describe('Weekly pick sheet: Incomplete Picks', () => {
  it('sends nothing while a game has no pick', async () => {
    const user = userEvent.setup();
    const { survivor, requests } = await renderSheet();
    await user.click(screen.getByRole('button', { name: 'Carolina Panthers -3' }));
    await user.click(within(survivor).getByRole('radio', { name: /^CAR/ }));
    await user.click(screen.getByRole('button', { name: 'Save All Picks' }));

    expect(await screen.findByText('Incomplete Picks')).toBeDefined();
    expect(screen.getByText('Please complete all required selections before saving.')).toBeDefined();
    expect(posts(requests)).toEqual([]);
  });

  it('sends nothing while a survivor entry has no team, and says which card needs one', async () => {
    const user = userEvent.setup();
    const { survivor, requests } = await renderSheet();
    await user.click(screen.getByRole('button', { name: 'Carolina Panthers -3' }));
    await user.click(screen.getByRole('button', { name: 'New York Giants +7' }));
    await user.click(screen.getByRole('button', { name: 'Save All Picks' }));

    expect(await screen.findByText('Incomplete Picks')).toBeDefined();
    expect(within(survivor).getByText("Choose this entry's team for Week 7.")).toBeDefined();
    expect(posts(requests)).toEqual([]);
  });
});

describe('Weekly pick sheet: several Week 6 entries', () => {
  const picked = week6Entry('a1b2c3d4e5f6', 'Entry 1', {
    picks: [{ ...survivorPick('week6.a1b2c3d4e5f6', WEEK, 19, null), lockAt: sundayLate }],
  });
  const entries = [picked, week6Entry('b1b2c3d4e5f6', 'Entry 2'), week6Entry('c1b2c3d4e5f6', 'Entry 3')];
  const grids = () => screen.getAllByRole('group', { name: 'Team for Week 7' });

  it('folds each entry to one line and opens one grid at a time: the first without a pick, then the one to change', async () => {
    const user = userEvent.setup();
    const { requests } = await renderSheet(entries);
    const line = (name: string) => screen.getByRole('article', { name });
    expect(line('Entry 1').textContent).toBe(`Entry 1: NYG · locks ${kickoff(sundayLate)}Change`);
    expect(line('Entry 3').textContent).toBe('Entry 3: No pick yetPick neededChoose');
    // The standard entry's grid and Entry 2's: the first Week 6 entry without a pick.
    expect(grids()).toHaveLength(2);
    await user.click(within(line('Entry 2')).getByRole('radio', { name: /^DAL/ }));

    expect(line('Entry 2').textContent).toBe(
      `Entry 2: DAL · locks ${kickoff(sundayEarly)} · not savedChange`,
    );
    expect(within(line('Entry 3')).getByRole('group', { name: 'Team for Week 7' })).toBeDefined();
    expect(grids()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: "Change Entry 1's team" }));
    const change = within(line('Entry 1')).getByRole('group', { name: 'Team for Week 7' });
    expect(within(change).getByRole('radio', { name: /^NYG/ })).toHaveProperty('checked', true);
    expect(line('Entry 3').textContent).toBe('Entry 3: No pick yetPick neededChoose');
    await user.click(within(change).getByRole('radio', { name: /^CAR/ }));
    expect(line('Entry 1').textContent).toBe(
      `Entry 1: CAR · locks ${kickoff(sundayEarly)} · not savedChange`,
    );
    await user.click(within(line('Entry 3')).getByRole('radio', { name: /^PHI/ }));
    expect(grids()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Carolina Panthers -3' }));
    await user.click(screen.getByRole('button', { name: 'New York Giants +7' }));
    await user.click(within(line('Survivor Pool')).getByRole('radio', { name: /^CAR/ }));
    await user.click(screen.getByRole('button', { name: 'Save All Picks' }));
    expect(await screen.findByText('Picks Saved')).toBeDefined();
    expect(posts(requests).filter((request) => request.url === '/api/week6/picks')).toEqual(
      [
        ['week6.a1b2c3d4e5f6', 29],
        ['week6.b1b2c3d4e5f6', 6],
        ['week6.c1b2c3d4e5f6', 21],
      ].map(([entryId, pickedTeamId]) => ({
        method: 'POST',
        url: '/api/week6/picks',
        body: { entryId, pickedTeamId, week: WEEK },
      })),
    );
  });
});
