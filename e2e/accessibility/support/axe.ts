import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ALLOW_LIST } from './allow-list';

/** The WCAG 2.1 A and AA rules, and 2.2's target size (2.5.8, the one AA rule axe has for 2.2); every impact counts. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One element failing one rule, in a line a reader can act on. */
export interface Finding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Waits until no CSS or Web animation runs on anything shown, so colours and opacities are the settled ones axe
 * measures. Hidden elements do not count: antd's button leaves its loading icon in the page, faded out to
 * opacity 0 and still spinning, when the icon's leave transition ends unseen (as on a busy machine).
 */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const shown =
              target?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ?? true;
            return animation.playState === 'running' && shown;
          }).length,
      ),
    )
    .toBe(0);
}

/** A message body: a sender's own HTML in a sandboxed, script-less frame (`shared-ui` MessageBodyFrame). */
const MESSAGE_BODY_FRAME = 'iframe[sandbox][srcdoc]';

/** Runs axe-core with the WCAG 2.1 AA tags on the page as it is now; allow-listed findings are left out. */
export async function scan(page: Page, screen: string): Promise<Finding[]> {
  await settle(page);
  // A message body is not ours to fix, and axe cannot run in it: @axe-core/playwright walks every frame
  // (ignoring `iframes: false`) and axe.runPartial waits forever in a document that may run no script (its
  // queue never gets a timer). Excluding the frame by selector keeps axe out of it; the element's own rule
  // (its name) is checked beside.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude(MESSAGE_BODY_FRAME)
    .analyze();
  const findings = violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: `${node.html.slice(0, 140)} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
    })),
  );
  return [...findings, ...(await unnamedBodyFrames(page))].filter((finding) => !isAllowed(finding, screen));
}

/** axe's frame-title rule for the excluded message-body frames: each needs a name. */
async function unnamedBodyFrames(page: Page): Promise<Finding[]> {
  const unnamed = await page
    .locator(MESSAGE_BODY_FRAME)
    .evaluateAll(
      (frames) =>
        frames.filter((frame) => !(frame.getAttribute('title') ?? frame.getAttribute('aria-label'))?.trim())
          .length,
    );
  return Array.from({ length: unnamed }, () => ({
    rule: 'frame-title',
    impact: 'serious',
    target: MESSAGE_BODY_FRAME,
    summary: 'A message body frame has no title',
  }));
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
