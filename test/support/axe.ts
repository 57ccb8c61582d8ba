import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe's WCAG 2.1 A/AA violations on the page (or within the elements `within` selects) once it has
 * come to rest: text still fading in reads to axe as text of too little contrast.
 */
const violationsAtRest = async (page: Page, within?: string): Promise<Violation[]> => {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations;
};

const described = (violation: Violation) =>
  `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`;

/** Every WCAG 2.1 A/AA finding, whatever its impact, each with where it is. */
export const axeViolations = async (page: Page, within?: string): Promise<string[]> =>
  (await violationsAtRest(page, within)).map(described);

/** Serious and critical WCAG 2.1 A/AA findings, each with where it is. */
export const seriousViolations = async (page: Page, within?: string): Promise<string[]> =>
  (await violationsAtRest(page, within))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(described);
