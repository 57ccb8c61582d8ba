// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JoinRequestsNote, waitingToJoinText } from '@/features/dashboard/components/join-requests-note';
import { renderWithApp } from '@/test-support/render-with-app';

const waiting = (count: number) => ({
  requests: Array.from({ length: count }, (_, index) => ({
    userId: `u-${index}`,
    email: `friend${index}@example.com`,
    firstName: null,
    lastName: null,
    requestedAt: '2025-09-01T15:00:00.000Z',
  })),
});

describe("the dashboard's line for admins about people waiting to join", () => {
  it('counts the people waiting and links to the list', async () => {
    renderWithApp(<JoinRequestsNote isAdmin />, { 'GET /api/admin/join-requests': waiting(2) });
    const review = await screen.findByRole('link', { name: 'Review' });
    expect(review.getAttribute('href')).toBe('/admin?tab=users');
    expect(review.parentElement?.textContent).toBe('2 people are waiting to join · Review');
  });

  it('says one person in the singular', () => {
    expect(waitingToJoinText(1)).toBe('1 person is waiting to join');
    expect(waitingToJoinText(3)).toBe('3 people are waiting to join');
  });

  it('shows nothing when no one waits, and asks nothing for a player', async () => {
    const admin = renderWithApp(<JoinRequestsNote isAdmin />, { 'GET /api/admin/join-requests': waiting(0) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(admin.requests.map((request) => request.url)).toEqual(['/api/admin/join-requests']);
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
    admin.unmount();
    const player = renderWithApp(<JoinRequestsNote isAdmin={false} />, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(player.requests).toEqual([]);
  });
});
