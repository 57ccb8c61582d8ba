import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_AMOUNTS } from '../../shared/money/amounts';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotBothSizes,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

const asAdmin = async () => {
  const opened = await chromium.newPage('desktop');
  await signInThroughUi(opened.page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
  return opened;
};

const asPlayer = async (email = 'carla@example.com') => {
  const opened = await chromium.newPage('phone');
  await signInThroughUi(opened.page, stack.url, email, 'Week 15 Dashboard');
  return opened;
};

describe('the pool pages of words and grids', () => {
  it('edits the home content with a live preview, and the dashboard and landing page show it', async () => {
    const { context, page } = await asAdmin();
    await page.goto(`${stack.url}/admin?tab=content`);
    await page.getByLabel('Title', { exact: true }).fill('The Sunday Syndicate');
    await page.getByLabel('Subtitle', { exact: true }).fill('Twelve friends, one spreadsheet retired');
    await page
      .getByLabel('Features', { exact: true })
      .fill('Spreads every week\n\n  Survivor till the end  \n');
    await page.getByText('The Sunday Syndicate').first().waitFor();
    await page.getByRole('button', { name: /^Save/ }).click();
    await page
      .getByText(/saved|updated/i)
      .first()
      .waitFor();
    await screenshotBothSizes(page, 'issue12-admin-content');
    await context.close();

    const player = await asPlayer();
    await player.page.getByText('The Sunday Syndicate').first().waitFor();
    await player.context.close();

    const visitor = await chromium.newPage('phone');
    await visitor.page.goto(stack.url);
    await visitor.page.getByRole('heading', { name: 'The Sunday Syndicate' }).waitFor();
    await visitor.page.getByText('Survivor till the end', { exact: true }).waitFor();
    await visitor.context.close();
  });

  it('names squares and shows the grid, then a player sees the names and their own square', async () => {
    const player = await asPlayer();
    await player.page.goto(`${stack.url}/squares`);
    await player.page.getByText('Coming Soon!').waitFor();

    const { context, page } = await asAdmin();
    await page.goto(`${stack.url}/admin?tab=squares`);
    await page.getByRole('heading', { name: 'Square Names' }).waitFor();
    await page.getByLabel('Square 0', { exact: true }).fill('carla_m');
    await page.getByLabel('Square 55', { exact: true }).fill(' Uncle Bob');
    await page.getByRole('button', { name: 'Save All' }).click();
    await page.getByText('Saved 2 squares').waitFor();
    await page.getByText('Show Squares', { exact: true }).click();
    await page.getByText('Visible to players').first().waitFor();
    await screenshotBothSizes(page, 'issue12-admin-squares');
    await context.close();

    await player.page.reload();
    const grid = player.page.getByRole('table', { name: 'Super Bowl squares' });
    await grid.getByText('Uncle Bob', { exact: true }).waitFor();
    await grid.getByText('carla_m').waitFor();
    await player.page.getByText('Your squares').waitFor();
    await eventually(() => grid.getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']),
    );
    await screenshotBothSizes(player.page, 'issue12-squares');
    await player.context.close();
  });

  it("shows every amount in the pool's currency: the squares' price, the rules and the Week 6 fee", async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const set = (currency: string) =>
      admin.send('PUT', '/api/admin/money/amounts', { ...DEFAULT_MONEY_AMOUNTS, currency });
    expect((await set('dollars')).status).toBe(200);
    expect((await admin.send('PUT', '/api/admin/squares/visibility', { isVisible: true })).status).toBe(200);
    const { context, page } = await asPlayer();
    const statOf = (label: string) =>
      page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');

    await page.goto(`${stack.url}/squares`);
    await eventually(() => statOf('Price per square').innerText()).toBe('25 dollars');
    await screenshotBothSizes(page, 'issue37-squares-currency');

    await page.goto(`${stack.url}/rules`);
    await page.getByText('Survivor entry is 25 dollars; the winner takes 3,000 dollars.').waitFor();
    await page.getByText("its winner takes every late entry's fee, 25 dollars per late entry.").waitFor();
    await page.getByText(/Weekly winner: 350 dollars\./).waitFor();
    expect(await page.getByText(/\$\d|\{\w+\}|\d points/).count()).toBe(0);
    await screenshotBothSizes(page, 'issue37-rules-overview-currency');

    await page.goto(`${stack.url}/rules?tab=survivor`);
    await page.getByText('25 dollars × entries', { exact: true }).waitFor();
    await page.getByText('100 dollars per entry.', { exact: true }).waitFor();
    await screenshotBothSizes(page, 'issue37-rules-survivor-currency');

    await page.goto(`${stack.url}/rules?tab=prizes`);
    await page.getByRole('cell', { name: '25 dollars × entries' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshotBothSizes(page, 'issue37-rules-prizes-currency');

    await page.goto(`${stack.url}/week6/pools`);
    await page.getByText('100 dollars', { exact: true }).first().waitFor();
    await context.close();
    expect((await set('points')).status).toBe(200);
  });

  it('edits the rules as markdown; a player sees the text and nothing in it runs', async () => {
    const { context, page } = await asAdmin();
    await page.goto(`${stack.url}/rules`);
    await page.getByText('Admin - You can edit these rules').waitFor();
    await page.getByRole('button', { name: 'Edit Rules' }).click();
    const rules = [
      '# House rules',
      '',
      'Picks lock at **kickoff**.',
      '',
      '<script>window.ranScript = true</script>',
      '<img src="x" onerror="window.ranOnError = true">',
      '<iframe src="javascript:window.ranFrame = true"></iframe>',
      '[click](javascript:window.ranLink=true)',
    ].join('\n');
    await page.getByLabel(/Rules \(Markdown\)/).fill(rules);
    await page.getByRole('button', { name: 'Save' }).click();
    // The preview showed the text before Save; the toast comes once the server has the rules.
    await page.getByText('Rules updated', { exact: true }).waitFor();
    await screenshotBothSizes(page, 'issue12-rules-admin');
    await context.close();

    const player = await asPlayer('dan@example.com');
    await player.page.goto(`${stack.url}/rules`);
    await player.page.getByRole('heading', { name: 'House rules' }).waitFor();
    await player.page.getByText('kickoff', { exact: true }).waitFor();
    await eventually(() => player.page.getByText('Admin - You can edit these rules').count()).toBe(0);
    const dangers = await player.page.evaluate(() => ({
      scripts: document.querySelectorAll('main script').length,
      frames: document.querySelectorAll('main iframe').length,
      handlers: [...document.querySelectorAll('main *')].filter((element) =>
        [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
      ).length,
      javascriptLinks: [...document.querySelectorAll('main a')].filter((a) =>
        (a.getAttribute('href') ?? '').toLowerCase().startsWith('javascript:'),
      ).length,
      ran: ['ranScript', 'ranOnError', 'ranFrame', 'ranLink'].filter((flag) => flag in window),
    }));
    expect(dangers).toEqual({ scripts: 0, frames: 0, handlers: 0, javascriptLinks: 0, ran: [] });
    await screenshotBothSizes(player.page, 'issue12-rules');
    await player.context.close();
  });
});
