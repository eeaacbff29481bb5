import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axeCore from 'axe-core';
import type { Result } from 'axe-core';

/** Impacts that fail a journey. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Nodes listed per rule in the report (the count says how many more). */
const NODES_SHOWN = 8;
/** Characters of each node's HTML shown. */
const HTML_SHOWN = 160;
/** A page counts as settled when no API call ran for this long… */
const QUIET_MS = 250;
/** …or after this long at most. */
const QUIET_MAX_MS = 4_000;

/** A part of the page axe must not judge because we do not control it, and why. */
export interface AxeOptOut {
  selector: string;
  reason: string;
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  url: string;
  theme: string;
  when: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Waits until finite animations (modal fade-ins, theme transitions) have finished. */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
}

/** Starts noting whether a transition or animation starts; the returned function reads and stops it. */
async function watchAnimations(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const state = { started: false, stop: () => {} };
    const note = () => (state.started = true);
    const events = ['transitionrun', 'animationstart'] as const;
    events.forEach((type) => document.addEventListener(type, note, true));
    state.stop = () => events.forEach((type) => document.removeEventListener(type, note, true));
    (window as { __axeAnimationWatch?: typeof state }).__axeAnimationWatch = state;
  });
  return () =>
    page.evaluate(() => {
      const state = (window as { __axeAnimationWatch?: { started: boolean; stop: () => void } }).__axeAnimationWatch;
      state?.stop();
      return state?.started ?? false;
    });
}

/** A statement that leaves the page as it is: AxeBuilder's injection when axe is in every frame already. */
const AXE_ALREADY_THERE = ';';

/**
 * The axe source AxeBuilder should inject. AxeBuilder evaluates axe's 650 KB source in the page
 * twice per scan (and once in every frame); a document scanned before keeps the axe of that scan
 * (the same version), so it gets a no-op instead. A single-frame page without axe gets it once,
 * here. Pages with frames that lack axe take AxeBuilder's own way.
 */
async function axeSourceFor(page: Page): Promise<string> {
  const frames = page.frames();
  const present = await Promise.all(
    frames.map((frame) => frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => false)),
  );
  if (present.every(Boolean)) return AXE_ALREADY_THERE;
  if (frames.length === 1) {
    await page.evaluate(axeCore.source);
    return AXE_ALREADY_THERE;
  }
  return axeCore.source;
}

/**
 * Serious/critical violations per page shape judged in this run. Kept in memory and, when the run
 * names a directory (`E2E_AXE_JUDGED_DIR`, set once per run by playwright.config.ts), shared with
 * the run's other workers through one small file per shape: a page shape judged by one worker is
 * not scanned again by the other. A missing or unreadable file only means one more scan.
 */
const judgedHere = new Map<string, Result[]>();
const judgedDir = process.env['E2E_AXE_JUDGED_DIR'];
const judgedFile = (fingerprint: string) => join(judgedDir!, `${createHash('sha1').update(fingerprint).digest('hex')}.json`);
const judged = {
  get(fingerprint: string): Result[] | undefined {
    const known = judgedHere.get(fingerprint);
    if (known || !judgedDir) return known;
    try {
      const stored = JSON.parse(readFileSync(judgedFile(fingerprint), 'utf8')) as { fingerprint: string; violations: Result[] };
      if (stored.fingerprint !== fingerprint) return undefined;
      judgedHere.set(fingerprint, stored.violations);
      return stored.violations;
    } catch {
      return undefined;
    }
  },
  set(fingerprint: string, violations: Result[]) {
    judgedHere.set(fingerprint, violations);
    if (!judgedDir) return;
    try {
      mkdirSync(judgedDir, { recursive: true });
      const file = judgedFile(fingerprint);
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify({ fingerprint, violations }));
      renameSync(partial, file);
    } catch {
      // Not shared: the other worker scans this shape itself.
    }
  },
};

/**
 * Runs axe on a page at every checkpoint of a journey (after a navigation has settled, at each
 * `settle`/screenshot, at the end) in the theme the page is in, and keeps every serious or
 * critical violation. Scans run one at a time; one whose page navigated away meanwhile is dropped
 * (the new page gets its own scan).
 */
export class AxeScanner {
  readonly findings = new Map<string, AxeFinding>();
  /** Scans that failed for another reason than the page moving on (reported with the findings). */
  readonly errors: string[] = [];
  /** Scans run (shapes judged earlier in the run are reused) and their time. */
  scans = 0;
  scanMs = 0;
  private queue: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private navigations = 0;
  private lastNetwork = Date.now();

  constructor(
    private readonly page: Page,
    private readonly optOuts: AxeOptOut[],
  ) {
    // API calls, and the scripts of lazy routes and dialogs: a page whose chunk is still loading
    // has not rendered yet (judging it would scan a half-drawn page, then the full one again).
    const track = (delta: number) => (request: { resourceType(): string }) => {
      if (!['fetch', 'xhr', 'script'].includes(request.resourceType())) return;
      this.inFlight = Math.max(0, this.inFlight + delta);
      this.lastNetwork = Date.now();
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.navigations += 1;
    });
    page.on('request', track(1));
    page.on('requestfinished', track(-1));
    page.on('requestfailed', track(-1));
  }

  /**
   * Waits until the page has settled: no API call or script load for a moment and the element
   * count steady (a lazy route rendered, a list filled). Capped: polling pages never go fully quiet.
   */
  private async settled() {
    const deadline = Date.now() + QUIET_MAX_MS;
    let elements = -1;
    while (Date.now() < deadline) {
      const now = await this.page.evaluate(() => document.getElementsByTagName('*').length);
      if (now === elements && this.inFlight === 0 && Date.now() - this.lastNetwork >= QUIET_MS) return;
      elements = now;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    }
  }

  /** Queues a scan of the page as it is once settled; resolves when it has run. */
  checkpoint(when: string): Promise<void> {
    this.queue = this.queue.then(() => this.scan(when));
    return this.queue;
  }

  private async scan(when: string, attempt = 0): Promise<void> {
    const page = this.page;
    if (page.isClosed()) return;
    const navigationsBefore = this.navigations;
    try {
      await page.waitForLoadState('load');
      await this.settled();
      await waitForAnimations(page);
      const url = page.url();
      if (!url.startsWith('http')) return;
      const path = new URL(url).pathname + new URL(url).search;
      // The page's shape: address (without a one-off login token), theme, window width and the
      // dialogs open, by name. A shape already judged in this run (by this journey or an earlier
      // one) is not scanned again: axe takes seconds, and the run's time went mostly to scans of
      // the same screens with other data (an element count in the shape made nearly every visit new).
      const shape = await page.evaluate(() => ({
        theme: getComputedStyle(document.documentElement).colorScheme || 'normal',
        width: window.innerWidth,
        dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
          .map((dialog) => {
            const labelledBy = dialog.getAttribute('aria-labelledby');
            const label = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : dialog.getAttribute('aria-label');
            return (label ?? '?').trim().slice(0, 40);
          })
          .join('+'),
      }));
      const address = new URL(url);
      address.searchParams.delete('token');
      const fingerprint = `${address.pathname}${address.search}|${shape.theme}|${shape.width}|${shape.dialogs}|${this.optOuts.map((optOut) => optOut.selector).join(',')}`;
      let violations = judged.get(fingerprint);
      if (!violations) {
        let builder = new AxeBuilder({ page, axeSource: await axeSourceFor(page) })
          .options({ resultTypes: ['violations'] })
          // Legacy mode runs axe in the page itself; the default finishes in a new blank page of
          // the context, which costs seconds and would look like a popup to journeys that wait for one.
          .setLegacyMode(true);
        for (const optOut of this.optOuts) builder = builder.exclude(optOut.selector);
        const started = Date.now();
        const animated = await watchAnimations(page);
        // Judge the page's settled colours: a transition that starts or runs during the scan (a
        // button's hover fading after a click) jumps to its end for the scan's length, so axe never
        // reads a blend of two states as low contrast (a retry is not what makes this gate pass).
        const frozen = await page.evaluateHandle(() => {
          const style = document.createElement('style');
          style.textContent = '*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important}';
          document.head.append(style);
          return style;
        });
        const results = await builder.analyze().finally(() => frozen.evaluate((style) => style.remove()).catch(() => undefined));
        if (page.url() !== url) return;
        // An animation that began during the scan (the journey went on: a dialog fading out after
        // its button was pressed) blends colours axe then reads as low contrast: judge the page
        // once it has settled again instead.
        if ((await animated()) && attempt === 0) {
          if (process.env['AXE_DEBUG']) console.log(`axe ${when}: the page animated during the scan, scanning again`);
          return this.scan(when, 1);
        }
        this.scans += 1;
        this.scanMs += Date.now() - started;
        if (process.env['AXE_DEBUG']) console.log(`axe ${when} ${fingerprint}: ${Date.now() - started} ms`);
        violations = results.violations.filter((violation) => violation.impact && FAILING_IMPACTS.has(violation.impact));
        judged.set(fingerprint, violations);
      }
      for (const violation of violations) {
        const key = `${violation.id}|${path}|${shape.theme}`;
        const finding = this.findings.get(key) ?? {
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          helpUrl: violation.helpUrl,
          url: path,
          theme: shape.theme,
          when,
          nodes: [],
        };
        for (const node of violation.nodes) {
          const target = node.target.map(String).join(' >>> ');
          if (finding.nodes.some((known) => known.target === target)) continue;
          finding.nodes.push({
            target,
            html: node.html.replace(/\s+/g, ' ').slice(0, HTML_SHOWN),
            summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
          });
        }
        this.findings.set(key, finding);
      }
    } catch (error) {
      // The page navigated, closed or reloaded during the scan: the next checkpoint covers it.
      // (A new document drops the injected axe: "reading 'run'" means the same.)
      if (page.isClosed() || this.navigations !== navigationsBefore) return;
      if (/context was destroyed|navigat|Target .*closed|detached|reading 'run'/i.test(String(error))) return;
      this.errors.push(`${when}: ${String(error)}`);
    }
  }

  /** The readable report of every finding: rule, impact, page, theme, nodes and targets. */
  report(): string {
    const lines = [`axe: ${this.findings.size} serious/critical violation(s)`, ...this.errors.map((error) => `axe could not scan ${error}`)];
    for (const finding of this.findings.values()) {
      lines.push('', `✗ ${finding.rule} [${finding.impact}] on ${finding.url} (${finding.theme} theme, ${finding.when}): ${finding.help}`);
      lines.push(`  ${finding.helpUrl}`);
      lines.push(`  ${finding.nodes.length} node(s):`);
      for (const node of finding.nodes.slice(0, NODES_SHOWN)) lines.push(`    - ${node.target}`, `      ${node.html}`, `      ${node.summary}`);
      if (finding.nodes.length > NODES_SHOWN) lines.push(`    … and ${finding.nodes.length - NODES_SHOWN} more`);
    }
    return lines.join('\n');
  }
}

const scanners = new WeakMap<Page, AxeScanner>();

export function registerScanner(page: Page, scanner: AxeScanner) {
  scanners.set(page, scanner);
}

/** An axe checkpoint on a page the fixture watches (no-op on other pages). */
export function axeCheckpoint(page: Page, when: string): Promise<void> {
  return scanners.get(page)?.checkpoint(when) ?? Promise.resolve();
}
