// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SetupSuccess } from '@/features/profile-setup/components/setup-success';
import { renderWithApp } from '@/test-support/render-with-app';

describe('the Week 6 registration success', () => {
  it('says one entry in the singular', async () => {
    renderWithApp(<SetupSuccess result={{ variant: 'week6', entryCount: 1 }} onGoToSite={() => {}} />, {});
    expect(await screen.findByText('Welcome to the Week 6 pools! Your entry is ready.')).toBeDefined();
  });

  it('says how many entries are ready when there are several', async () => {
    renderWithApp(<SetupSuccess result={{ variant: 'week6', entryCount: 3 }} onGoToSite={() => {}} />, {});
    expect(await screen.findByText('Welcome to the Week 6 pools! Your 3 entries are ready.')).toBeDefined();
  });
});

describe('the Week 6 registration success after the pools started', () => {
  it('says the week the entries start in and their next lock', async () => {
    renderWithApp(
      <SetupSuccess
        result={{ variant: 'week6', entryCount: 2 }}
        start="Your entries start in Week 7: next lock Mon, Oct 20, 8:15 PM ET."
        onGoToSite={() => {}}
      />,
      {},
    );
    expect(
      await screen.findByText(
        'Welcome to the Week 6 pools! Your 2 entries are ready. Your entries start in Week 7: next lock Mon, Oct 20, 8:15 PM ET.',
      ),
    ).toBeDefined();
  });
});
