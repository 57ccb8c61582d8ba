import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

/**
 * Serious and critical WCAG 2.1 A/AA findings on the page once it has come to rest (text still fading
 * in reads to axe as text of too little contrast), each with where it is.
 */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
};
