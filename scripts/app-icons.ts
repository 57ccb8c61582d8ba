/**
 * Draws the installed app's icons (frontend/public/icon-*.png, named by the web app manifest in
 * vite.config.ts): the football of src/components/icons/football-icon.tsx on the app's navy, the
 * ball inside the middle 60% so a maskable icon's circle or rounded square never cuts it. Rendered
 * by the same chromium the browser tests drive; run it again if the mark changes:
 * `npx tsx scripts/app-icons.ts`.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const NAVY = '#0b1f3f';
const SIZES = [192, 512];

const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="100%" height="100%">
  <rect width="24" height="24" fill="${NAVY}" />
  <g transform="translate(12 12) scale(0.6) translate(-12 -12)">
    <ellipse cx="12" cy="12" rx="10.5" ry="6.5" transform="rotate(-45 12 12)" fill="#7a3b17" />
    <g stroke="#fff" stroke-width="1.4" stroke-linecap="round" fill="none">
      <path d="M8.6 15.4l6.8-6.8" />
      <path d="M9.7 12.7l1.6 1.6M11.2 11.2l1.6 1.6M12.7 9.7l1.6 1.6" />
    </g>
  </g>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${iconSvg}</body>`);
    const path = fileURLToPath(new URL(`../frontend/public/icon-${size}.png`, import.meta.url));
    await page.screenshot({ path, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
