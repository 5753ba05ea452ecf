import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is (or on `include`, a selector), each violation with the elements it
 * names. Soft, so one run lists the violations of every page rather than stopping at the first.
 */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  const summary = violations.map(({ id, help, nodes }) => `${id}: ${help}\n  ${nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  expect.soft(summary, `axe violations on ${where}`).toEqual([]);
}
