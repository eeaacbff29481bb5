/**
 * The comparison (docs/visual-tests.md): one test per story, holding each of its pictures (phone
 * and desktop, dark and light) against its baseline in __baselines__. A difference beyond the
 * threshold (playwright.config.ts) fails the story with the expected, actual and difference
 * pictures in the HTML report.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { actualDir, baselineDir, chromiumFile, picturePath, readManifest, stories, storyFilter, THEMES, updating } from './visual';

test.describe.configure({ mode: 'parallel' });

const manifests = () => THEMES.map((theme) => readManifest(theme));

for (const story of stories()) {
  test(`${story.title} › ${story.name}`, { annotation: { type: 'story', description: story.id } }, () => {
    for (const [index, manifest] of manifests().entries()) {
      const capture = manifest?.stories[story.id];
      if (!capture) throw new Error(`${story.id} was not photographed in the ${THEMES[index]} theme (did the capture run?)`);
      // A story that did not render has no picture to hold against its baseline (nor to accept).
      if (capture.error) {
        expect.soft(capture.error, `${THEMES[index]} theme: the story did not render`).toBeUndefined();
        continue;
      }
      for (const [variant, picture] of Object.entries(capture.variants)) {
        // A play function written for the other layout (a table's rows on a phone's cards) stops: the picture shows where.
        if (picture.playError) test.info().annotations.push({ type: `play function stopped (${variant})`, description: picture.playError });
        if (picture.unstable) {
          expect.soft(picture.unstable, `${variant}: the story kept changing between pictures`).toBe(false);
          continue;
        }
        const path = picturePath(story.id, variant);
        const actual = readFileSync(join(actualDir, ...path));
        // The same bytes are the same pixels (Chromium encodes them alike): nothing to compare, and
        // Playwright's comparison would decode both pictures to find that out.
        const baseline = join(baselineDir, ...path);
        if (existsSync(baseline) && readFileSync(baseline).equals(actual)) continue;
        expect.soft(actual, `${variant}`).toMatchSnapshot(path);
      }
    }
  });
}

test('every baseline belongs to a story and a size it is photographed at', () => {
  test.skip(storyFilter !== '', 'only some stories were photographed');
  const photographed = new Set<string>();
  for (const manifest of manifests()) {
    for (const [id, capture] of Object.entries(manifest?.stories ?? {})) {
      for (const variant of Object.keys(capture.variants)) photographed.add(join(...picturePath(id, variant)));
    }
  }
  const baselines = readdirSync(baselineDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png'));
  const orphans = baselines.filter((file) => !photographed.has(file));
  if (updating) {
    for (const orphan of orphans) rmSync(join(baselineDir, orphan));
    return;
  }
  expect(orphans, 'baselines of stories or sizes that are gone: npm run visual:update removes them').toEqual([]);
});

/**
 * Which Chromium drew the baselines. Another build may draw text and edges a little differently,
 * but the pictures are the judge: a run in another version is noted (here and in the report), and
 * fails only where a picture differs beyond the threshold.
 */
test('the baselines were drawn by this Chromium, or the run says which', () => {
  const chromium = manifests().find(Boolean)?.chromium;
  expect(chromium, 'the capture ran').toBeTruthy();
  const recorded = existsSync(chromiumFile) ? readFileSync(chromiumFile, 'utf8').trim() : '';
  if (updating && !storyFilter) {
    writeFileSync(chromiumFile, `${chromium}\n`);
    return;
  }
  if (recorded !== chromium) {
    const note = `${relative(process.cwd(), chromiumFile)}: the baselines were drawn by Chromium ${recorded || '(unknown)'}, this run by ${chromium}`;
    test.info().annotations.push({ type: 'another Chromium', description: note });
    console.warn(`${note}: where a story differs, review the report, then npm run visual:update`);
  }
});
