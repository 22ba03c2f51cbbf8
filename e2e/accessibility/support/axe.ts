import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ALLOW_LIST } from './allow-list';

/** The WCAG 2.1 A and AA rules; every impact counts. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One element failing one rule, in a line a reader can act on. */
export interface Finding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Waits until no CSS or Web animation runs, so colours and opacities are the settled ones axe measures. */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

/** Runs axe-core with the WCAG 2.1 AA tags on the page as it is now; allow-listed findings are left out. */
export async function scan(page: Page, screen: string): Promise<Finding[]> {
  await settle(page);
  // Message bodies are senders' own HTML in a script-less sandboxed frame: not ours to fix, and axe cannot run
  // inside it (it would wait for the frame until its timeout). The frame element itself is still checked.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ iframes: false })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes
      .map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        target: node.target.join(' '),
        summary: `${node.html.slice(0, 140)} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
      }))
      .filter((finding) => !isAllowed(finding, screen)),
  );
}

function isAllowed(finding: Finding, screen: string): boolean {
  return ALLOW_LIST.some(
    (entry) =>
      entry.rule === finding.rule &&
      finding.target.includes(entry.target) &&
      (entry.screens === undefined || entry.screens.includes(screen)),
  );
}

/**
 * The headings form an outline: one h1, and no level skipped on the way down (h2 → h4). axe counts these as
 * best practice, outside the WCAG tags, so they are checked here.
 */
export async function headingOutlineProblems(page: Page): Promise<string[]> {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter(
        (heading) =>
          (heading as HTMLElement).offsetParent !== null || heading.closest('dialog, [role="dialog"]'),
      )
      .map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))),
  );
  const problems: string[] = [];
  const ones = levels.filter((level) => level === 1).length;
  if (ones !== 1) problems.push(`${ones} h1 headings`);
  levels.forEach((level, index) => {
    const previous = levels[index - 1] ?? 0;
    if (level > previous + 1) problems.push(`h${level} after h${previous}`);
  });
  return problems;
}
