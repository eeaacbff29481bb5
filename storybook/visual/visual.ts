/**
 * What the visual tests' two steps share (docs/visual-tests.md): the capture (capture.setup.ts)
 * photographs every story into dist/storybook-visual/actual and writes what it saw per theme; the
 * comparison (stories.spec.ts) holds each picture against its baseline in __baselines__.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStories, workspaceRoot, type StoryEntry } from '../scripts/storybook-preview.mjs';

export const visualDir = fileURLToPath(new URL('.', import.meta.url));
export const baselineDir = join(visualDir, '__baselines__');
/** Where the run's pictures, results and report go (dist/: never committed), or `VISUAL_OUTPUT_DIR`. */
export const outputDir = resolve(workspaceRoot, process.env['VISUAL_OUTPUT_DIR'] ?? 'dist/storybook-visual');
export const actualDir = join(outputDir, 'actual');
/** The Chromium that drew the baselines (`browser.version()`): another one draws text and edges differently. */
export const chromiumFile = join(baselineDir, 'chromium-version.txt');

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export interface Size {
  width: number;
  height: number;
}
/** The two widths every story is photographed at: the phone we design to and the desktop. */
export const PHONE: Size = { width: 390, height: 844 };
export const DESKTOP: Size = { width: 1440, height: 900 };

/** `VISUAL_UPDATE=1` (npm run visual:update): a picture that differs from its baseline (or has none) becomes it. */
export const updating = process.env['VISUAL_UPDATE'] === '1';
/** `VISUAL_STORIES=<part of a story id>`: only those stories (quick looks; an update then removes no baseline). */
export const storyFilter = process.env['VISUAL_STORIES'] ?? '';

export const stories = (): StoryEntry[] => readStories(storyFilter);

/** The size's name in file names: `phone`, `desktop`, or `320x640` for a width a story declares. */
export function sizeName({ width, height }: Size): string {
  if (width === PHONE.width && height === PHONE.height) return 'phone';
  if (width === DESKTOP.width && height === DESKTOP.height) return 'desktop';
  return `${width}x${height}`;
}

/** A picture's path below `__baselines__` (and `actual/`): `<component>/<story>.<size>-<theme>.png`, as a list of segments. */
export function picturePath(storyId: string, variant: string): [string, string] {
  const [component, story] = storyId.split('--');
  return [component, `${story}.${variant}.png`];
}

/** What the capture saw of one story in one theme. */
export interface StoryCapture {
  /** Variant (`desktop-dark`) → what happened when it was photographed. */
  variants: Record<string, VariantCapture>;
  /** The story did not render (an exception, a missing story): its pictures show Storybook's error. */
  error?: string;
}
export interface VariantCapture {
  /** The play function threw at this size (a play written for the other layout): the picture shows where it stopped. */
  playError?: string;
  /** Never two identical pictures in a row: something on the page kept moving. */
  unstable?: boolean;
}
export interface CaptureManifest {
  chromium: string;
  theme: Theme;
  stories: Record<string, StoryCapture>;
}

export const manifestPath = (theme: Theme) => join(outputDir, `captures-${theme}.json`);

export function readManifest(theme: Theme): CaptureManifest | undefined {
  const path = manifestPath(theme);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CaptureManifest) : undefined;
}
