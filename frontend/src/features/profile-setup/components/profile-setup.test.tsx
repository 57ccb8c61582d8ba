// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileSetup } from '@/features/profile-setup/components/profile-setup';
import { setWeek6Intent } from '@/lib/week6-intent';
import { closedRegistration, currentUser, future, openRegistration } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

const newcomer = currentUser();

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the username step of a Week 6 sign-up', () => {
  it('says the week the entries start in and their next lock once the pools reopened', async () => {
    setWeek6Intent();
    renderWithApp(<ProfileSetup user={newcomer} onClose={() => {}} />, {
      'GET /api/week6/registration': {
        ...openRegistration,
        closeWeek: 8,
        startWeek: 7,
        nextLockAt: future(24),
        nextLockText: 'Mon, Oct 20, 8:15 PM ET',
      },
    });
    expect(
      await screen.findByText(
        'Pick a username and how many entries you want. Your entries start in Week 7: next lock Mon, Oct 20, 8:15 PM ET.',
        {},
        { timeout: 5000 },
      ),
    ).toBeDefined();
  });

  it('tells a newcomer who came by a shared Week 6 link after the close that the pools are closed', async () => {
    window.history.replaceState(null, '', '/?via=week6');
    renderWithApp(<ProfileSetup user={newcomer} onClose={() => {}} />, {
      'GET /api/week6/registration': closedRegistration,
    });
    expect(
      await screen.findByText('The Week 6 survivor pools are closed to new players.', {}, { timeout: 5000 }),
    ).toBeDefined();
    expect(
      screen.getByText(
        'Registration closed at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET). Your account plays the weekly picks against the spread.',
      ),
    ).toBeDefined();
  });
});
