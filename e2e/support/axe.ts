import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the console is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Minor and moderate findings are left to review; these fail the run. */
const blockingImpacts = new Set(['serious', 'critical']);

export interface ScreenViolation {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

const uuidSegment = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The screen a URL and its open dialogs show, as a route pattern: ids become `:id`, a partner
 * card's `?tab=` stays (each tab is its own screen), other query parameters (filters, pages) do
 * not, and digits in dialog titles (act numbers) are dropped.
 */
export function screenKey(url: string, dialogs: readonly string[]): string {
  const { pathname, searchParams } = new URL(url);
  const route = pathname
    .split('/')
    .map((segment) => (uuidSegment.test(segment) ? ':id' : /^\d+$/.test(segment) ? ':n' : segment))
    .join('/');
  const tab = searchParams.get('tab');
  const names = dialogs.map((name) => name.replace(/\d+/g, '#')).sort();
  return [tab ? `${route}?tab=${tab}` : route, ...names.map((name) => `dialog «${name}»`)].join(' | ');
}

/**
 * Runs in the page: nothing is loading or moving (Mantine's transitions are CSS transitions,
 * which getAnimations lists).
 */
function pageSettled(): boolean {
  const busy = document.querySelector(
    '.mantine-Loader-root, [data-loading], .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
  );
  const moving = document.getAnimations().some((animation) => animation.playState === 'running');
  return document.readyState === 'complete' && !busy && !moving;
}

/** Runs in the page: the names of the dialogs on view. */
function openDialogs(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'))
    .filter((dialog) => dialog.getClientRects().length > 0)
    .map((dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const title = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
      return (dialog.getAttribute('aria-label') ?? title ?? '').trim() || 'без названия';
    });
}

/**
 * A test clock that is paused (page.clock.pauseAt) stops the page's timers, and axe waits on
 * timers: such a page is not scanned until the clock runs again.
 */
async function timersRun(page: Page): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), 500);
  });
  const ticked = page.evaluate(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 0)));
  try {
    return await Promise.race([ticked, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Scans each screen once per run. The screens already scanned are files in the run's output
 * folder (Playwright empties it at the start of a run), so the two workers, and a worker restarted
 * after a failure, share them.
 */
export class ScreenScanner {
  readonly violations: ScreenViolation[] = [];
  private readonly seen = new Set<string>();
  private readonly claimDir: string;

  constructor(
    private readonly page: Page,
    testInfo: TestInfo,
  ) {
    this.claimDir = join(testInfo.project.outputDir, '.axe-screens');
    mkdirSync(this.claimDir, { recursive: true });
  }

  /**
   * Scans the screen on view if it has not been scanned in this run and the page has settled.
   * With `waitMs`, waits that long for it to settle; without, a busy page is left for the next
   * call. Open dialogs are scanned on their own (the screen behind them is its own key).
   */
  async scan(waitMs = 0): Promise<void> {
    const page = this.page;
    if (page.isClosed() || !page.url().startsWith('http')) return;
    const key = screenKey(page.url(), await page.evaluate(openDialogs));
    if (this.seen.has(key) || !(await timersRun(page))) return;
    if (waitMs > 0) await page.waitForFunction(pageSettled, undefined, { timeout: waitMs, polling: 100 }).catch(() => undefined);
    // The screen may have changed while it settled: scan only what the key names.
    if (!(await page.evaluate(pageSettled)) || screenKey(page.url(), await page.evaluate(openDialogs)) !== key) return;
    this.seen.add(key);
    if (!this.claim(key)) return;
    // Legacy mode runs axe in the page itself (no helper page opened beside it) and with the
    // source injected once per document (the builder would inject its half megabyte, seconds to
    // compile on a busy machine, on every call); client-side navigation keeps it.
    const builder = new AxeBuilder({ page, axeSource: ';' })
      .setLegacyMode()
      .withTags(wcagTags)
      .options({ resultTypes: ['violations'] });
    if (key.includes(' | dialog «')) builder.include('[role="dialog"], [role="alertdialog"]');
    try {
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
      const results = await builder.analyze();
      for (const violation of results.violations) {
        if (!blockingImpacts.has(violation.impact ?? '')) continue;
        this.violations.push({
          screen: key,
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          targets: violation.nodes.map((node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
        });
      }
    } catch (error) {
      // The page moved on mid-scan (a navigation destroys the context, a dialog closed before axe
      // looked for it): the screen is left to a later visit.
      this.seen.delete(key);
      this.release(key);
      if (!/context was destroyed|Target page, context or browser has been closed|navigat|No elements found for include/i.test(String(error))) throw error;
    }
  }

  /** The violations found, as a readable list, or null when there are none. */
  report(): string | null {
    if (this.violations.length === 0) return null;
    const lines = [`axe: ${this.violations.length} serious or critical accessibility violation(s) (WCAG 2.1 A/AA)`];
    for (const violation of this.violations) {
      lines.push(`\n[${violation.impact}] ${violation.rule} on ${violation.screen}: ${violation.help}`);
      for (const target of violation.targets) lines.push(`  - ${target}`);
    }
    return lines.join('\n');
  }

  private claimFile(key: string): string {
    return join(this.claimDir, encodeURIComponent(key).slice(0, 200));
  }

  private claim(key: string): boolean {
    try {
      closeSync(openSync(this.claimFile(key), 'wx'));
      return true;
    } catch {
      return false;
    }
  }

  private release(key: string): void {
    rmSync(this.claimFile(key), { force: true });
  }
}
