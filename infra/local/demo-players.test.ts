import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DemoAccess, demoAccounts } from './demo-players';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
const section = readme.slice(readme.indexOf('## Demo accounts'), readme.indexOf('## Configuration'));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const KIND: Record<Exclude<DemoAccess, 'full'>, string> = {
  late: 'late-entry survivor only',
  week6: 'Week 6 pools only',
};

describe('the demo accounts npm start seeds', () => {
  it('are each in the README’s list with their username, the limited ones with the one pool they play', () => {
    const [full, limited] = section.split('limited players') as [string, string];
    expect(limited).toBeDefined();
    for (const account of demoAccounts) {
      if (account.isAdmin) {
        expect(full).toContain(`\`${account.email}\` — username \`${account.username}\`, the admin`);
      } else if (account.access === 'full') {
        expect(full).toContain(`\`${account.email}\` (${account.username})`);
      } else {
        const listed = `\`${escaped(account.email)}\` \\(${escaped(account.username)}\\)[^;]*?${KIND[account.access]}`;
        expect(limited).toMatch(new RegExp(listed));
      }
    }
  });
});
