// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DefaultSetupForm } from '@/features/profile-setup/components/default-setup-form';
import { renderWithApp } from '@/test-support/render-with-app';

const checks = (requests: { url: string }[]) =>
  requests.filter((request) => request.url.startsWith('/api/users/check-username')).map((r) => r.url);

describe('the username step', () => {
  it('refuses a name the rules refuse without asking the server, then checks a well-formed one', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<DefaultSetupForm greetingName="Pat" onComplete={async () => {}} />, {
      'GET /api/users/check-username/abc': { available: true },
      'GET /api/auto-pick/schedule': { enabled: false },
    });
    const field = screen.getByLabelText('Username');
    await user.type(field, 'ab');
    expect(
      await screen.findByText('Username must be at least 3 characters', {}, { timeout: 2000 }),
    ).toBeDefined();
    await user.clear(field);
    await user.type(field, 'a-b');
    expect(
      await screen.findByText(
        'Username can only contain letters, numbers, and underscores',
        {},
        { timeout: 2000 },
      ),
    ).toBeDefined();
    expect(checks(requests)).toEqual([]);

    await user.clear(field);
    await user.type(field, 'abc');
    expect(await screen.findByText('Username is available!', {}, { timeout: 2000 })).toBeDefined();
    expect(checks(requests)).toEqual(['/api/users/check-username/abc']);
  });
});
