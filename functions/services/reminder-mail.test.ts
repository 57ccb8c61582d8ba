import { describe, expect, it } from 'vitest';
import { reminderMail } from './reminder-mail';

const base = {
  to: 'alice@example.com',
  week: 15,
  nextKickoff: '2025-12-12T01:15:00.000Z',
  picksUrl: 'https://pool.example.com/weekly-picks',
  unsubscribeUrl: 'https://pool.example.com/unsubscribe?token=abc',
};

describe('reminderMail', () => {
  it('lists exactly what is missing, with one picks link and an unsubscribe link', () => {
    const mail = reminderMail({
      ...base,
      missing: {
        displayName: 'alice_b',
        games: [{ gameId: 'g1', matchup: 'ATL @ TB', startTime: '2025-12-12T01:15:00.000Z' }],
        mnf: { gameId: 'g4', matchup: 'MIA @ PIT', startTime: '2025-12-16T01:15:00.000Z' },
        survivor: [],
        week6: [{ entryId: 'w6.a', name: 'Alice <Safe>' }],
      },
    });
    expect(mail.to).toBe('alice@example.com');
    expect(mail.subject).toBe('Week 15: you still have picks to make');
    expect(mail.text).toContain("Week 15's next game kicks off Thursday, Dec 11, 8:15 PM ET");
    expect(mail.text).toContain('Weekly picks (1 game):\n- ATL @ TB, Thursday, Dec 11, 8:15 PM ET');
    expect(mail.text).toContain('Monday night tiebreaker:\n- Total points of MIA @ PIT');
    expect(mail.text).toContain("Week 6 entries:\n- Alice <Safe>: this week's team");
    expect(mail.text).not.toContain('Survivor:');
    expect(mail.text.match(/https:\/\/pool\.example\.com\/weekly-picks/g)).toHaveLength(1);
    expect(mail.text).toContain('Stop them: https://pool.example.com/unsubscribe?token=abc');
    expect(mail.html).toContain('Alice &lt;Safe&gt;');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://pool.example.com/unsubscribe?token=abc>' });
  });

  it('says first why it comes now when it carries a notice', () => {
    const notice = 'The tiebreaker moved to MIA @ PIT, so your total of 41 for BUF @ ATL was cleared.';
    const mail = reminderMail({
      ...base,
      notice,
      missing: {
        displayName: 'alice_b',
        games: [],
        mnf: { gameId: 'g4', matchup: 'MIA @ PIT', startTime: '2025-12-16T01:15:00.000Z' },
        survivor: [],
        week6: [],
      },
    });
    expect(mail.text).toContain(`Hi alice_b,\n\n${notice}\n\nWeek 15's next game`);
    expect(mail.html).toContain(`<p>Hi alice_b,</p>\n<p>${notice}</p>`);
  });

  it('names each survivor entry', () => {
    const mail = reminderMail({
      ...base,
      missing: {
        displayName: 'nina_late',
        games: [],
        mnf: null,
        survivor: [{ entryId: 'late.a', name: 'Late-Entry Survivor' }],
        week6: [],
      },
    });
    expect(mail.text).toContain("Survivor:\n- Late-Entry Survivor: this week's team");
    expect(mail.text).not.toContain('Weekly picks');
    expect(mail.text).not.toContain('Monday night');
  });
});
