// @vitest-environment happy-dom
import { privatePoolMessages } from '@shared/join-policy';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JoinPage } from '@/features/join/components/join-page';
import { hasWeek6Intent } from '@/lib/week6-intent';
import { closedRegistration, openRegistration } from '@/test-support/fixtures';
import { renderWithApp } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

const CODE = 'q3Zt9vLx2mN8pR4sW6yB1cD5fH7jK0aE';
const homeContent = { title: 'The Office Pool', subtitle: 'Picks against the spread.', season: 2025 };

/** What a form sends when submitted, and where. */
const formOf = (button: HTMLElement) => {
  const form = button.closest('form');
  if (!form) throw new Error('the button is not in a form');
  return {
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries(new FormData(form)),
  };
};

describe('/join, the invite link', () => {
  it("names the pool and posts the link's code to start the sign-in, and the Week 6 pool's way in while it is open", async () => {
    renderWithApp(
      <JoinPage />,
      { 'GET /api/home-content': homeContent, 'GET /api/week6/registration': openRegistration },
      `/join#${CODE}`,
    );
    expect(await screen.findByRole('heading', { name: 'Join The Office Pool' }, firstRead)).toBeDefined();
    expect(formOf(screen.getByRole('button', { name: 'Sign in to join' }))).toEqual({
      method: 'post',
      action: '/api/join',
      fields: { code: CODE, intent: 'default' },
    });
    const week6 = await screen.findByRole('button', { name: 'Join Week 6 Survivor Pool' }, firstRead);
    expect(formOf(week6)).toEqual({
      method: 'post',
      action: '/api/join',
      fields: { code: CODE, intent: 'week6' },
    });
    expect(
      screen.getByText(/Registration closes at the first Week 6 kickoff \(Thu, Oct 9, 8:15 PM ET\)\./),
    ).toBeDefined();
  });

  it('remembers which way in was chosen, so the profile step after the sign-in offers Week 6 registration or not', async () => {
    renderWithApp(
      <JoinPage />,
      { 'GET /api/home-content': homeContent, 'GET /api/week6/registration': openRegistration },
      `/join#${CODE}`,
    );
    const week6 = await screen.findByRole('button', { name: 'Join Week 6 Survivor Pool' }, firstRead);
    const submit = (button: HTMLElement) => fireEvent.submit(button.closest('form') as HTMLFormElement);
    submit(week6);
    expect(hasWeek6Intent()).toBe(true);
    submit(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(hasWeek6Intent()).toBe(false);
  });

  it("keeps the pool's name in its place while it loads: no stand-in name, Sign in to join already there", async () => {
    renderWithApp(
      <JoinPage />,
      { 'GET /api/home-content': homeContent, 'GET /api/week6/registration': openRegistration },
      `/join#${CODE}`,
    );
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeDefined();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Join The Office Pool' }, firstRead)).toBeDefined();
    expect(screen.getByText(homeContent.subtitle)).toBeDefined();
  });

  it("says the Week 6 pool's registration could not be read, and offers it once a retry reads it", async () => {
    const user = userEvent.setup();
    let reads = 0;
    renderWithApp(
      <JoinPage />,
      {
        'GET /api/home-content': homeContent,
        'GET /api/week6/registration': () => {
          reads += 1;
          return reads === 1 ? { status: 503, body: { message: 'Service unavailable' } } : openRegistration;
        },
      },
      `/join#${CODE}`,
    );
    const failed = await screen.findByRole('alert', {}, firstRead);
    expect(failed.textContent).toContain("Couldn't load the Week 6 Survivor Pool");
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join Week 6 Survivor Pool' }, firstRead)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no Week 6 pool once its registration has closed', async () => {
    renderWithApp(
      <JoinPage />,
      { 'GET /api/home-content': homeContent, 'GET /api/week6/registration': closedRegistration },
      `/join#${CODE}`,
    );
    await screen.findByRole('heading', { name: 'Join The Office Pool' }, firstRead);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Join Week 6 Survivor Pool' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeDefined();
  });

  it.each([
    ['a link the server refused', `/join?invalid=1`],
    ['a link without its code', '/join'],
  ])('says %s is no longer valid, with no way to sign in through it', async (_case, at) => {
    renderWithApp(<JoinPage />, { 'GET /api/home-content': homeContent }, at);
    expect(await screen.findByRole('heading', { name: 'Invite link not valid' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(privatePoolMessages.invalidLink);
    expect(screen.queryByRole('button', { name: 'Sign in to join' })).toBeNull();
  });
});
