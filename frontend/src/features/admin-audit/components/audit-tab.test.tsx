// @vitest-environment happy-dom
import type { AuditEntry } from '@shared/schemas/admin-people';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditTab } from '@/features/admin-audit/components/audit-tab';
import { renderWithApp } from '@/test-support/render-with-app';

/** The first read waits for the response schemas to load: slow in a cold worker on a busy machine. */
const firstRead = { timeout: 5000 };

const entry = (id: string, summary: string): AuditEntry => ({
  id,
  at: '2025-12-01T17:00:00.000Z',
  action: 'money.payment',
  actor: { id: 'u-admin', name: 'commish' },
  actingAs: null,
  subject: { id: 'u-alice', name: 'alice_b' },
  summary,
  before: null,
  after: null,
});

describe('Admin Audit tab', () => {
  it("reads an ended season's log from the season selector", async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<AuditTab />, {
      'GET /api/admin/users': [],
      'GET /api/seasons': {
        current: 2026,
        seasons: [
          { season: 2026, current: true },
          { season: 2025, current: false },
        ],
      },
      'GET /api/admin/audit': { entries: [entry('a1', 'The 2026 season has started')], nextCursor: null },
      'GET /api/admin/audit?season=2025': {
        entries: [entry('b1', 'Payment: 10 points from alice_b on 2025-12-01')],
        nextCursor: null,
      },
    });
    expect(await screen.findByText('The 2026 season has started', {}, firstRead)).toBeDefined();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '2025');
    expect(await screen.findByText('Payment: 10 points from alice_b on 2025-12-01')).toBeDefined();
    expect(requests.map((request) => request.url)).toContain('/api/admin/audit?season=2025');
  });
});
