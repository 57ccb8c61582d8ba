import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  poolLocale,
  screenshot,
  signInThroughUi,
  type ViewportName,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';

// Week 15 before its first kickoff (the seed's default clock).
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

describe.each(['phone', 'desktop'] as ViewportName[])('an answer of another shape, on %s', (viewport) => {
  it("shows the page's load error instead of breaking it, logs why, and recovers on retry", async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // The real server answers; the games lose their teams on the way, as a server of another version might send them.
    await page.route('**/api/games/week/15', async (route) => {
      const response = await route.fetch();
      const games = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({ response, json: games.map(({ homeTeam: _dropped, ...game }) => game) });
    });

    await page.goto(`${stack.url}/weekly-picks`);
    const alert = page.getByRole('alert').filter({ hasText: "Couldn't load this week's games" });
    await alert.waitFor();
    await expect
      .poll(() => logged.join('\n'))
      .toContain("The server's answer to /api/games/week/15 could not be read");
    expect(logged.join('\n')).toMatch(/0\.homeTeam: /);
    await screenshot(page, `unexpected-answer-${viewport}`);

    await page.unroute('**/api/games/week/15');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'ATL at TB' }).waitFor();
    await context.close();
  });
});
