import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';

/** A `*.stories.tsx` module as `import.meta.glob` loads it. */
export type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Renders and plays every story of a library's pages as a user would (their play functions are
 * the assertions), one test per story named `<file>: <story>`. The library's test file finds the
 * modules itself, `import.meta.glob` being resolved where it is written:
 * `playPageStories(import.meta.glob<StoryModule>('../lib/**\/__stories__/*.stories.tsx', { eager: true }))`,
 * so a new stories file is picked up by itself.
 */
export function playPageStories(modules: Record<string, StoryModule>) {
  afterEach(() => cleanup());
  describe('page stories', { timeout: 120_000 }, () => {
    for (const [path, module] of Object.entries(modules)) {
      const file = path.replace(/^.*\//, '').replace('.stories.tsx', '');
      for (const [name, story] of Object.entries(composeStories(module))) {
        it(`${file}: ${name}`, async () => {
          await (story as { run: () => Promise<void> }).run();
        });
      }
    }
  });
}
