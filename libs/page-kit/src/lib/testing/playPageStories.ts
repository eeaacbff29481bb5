import type { StoryViewport } from '@portal/ui-kit/testing';
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { emulateViewport } from './emulateViewport';

/** A `*.stories.tsx` module as `import.meta.glob` loads it. */
export type StoryModule = Parameters<typeof composeStories>[0];

/** The viewport a story asks for (`globals: viewportGlobals('phone')`), if any. */
function viewportOf(module: StoryModule, name: string): StoryViewport | undefined {
  const story: unknown = (module as Record<string, unknown>)[name];
  if (typeof story !== 'object' || story === null || !('globals' in story)) return undefined;
  return (story.globals as { viewport?: { value?: StoryViewport } } | undefined)?.viewport?.value;
}

/**
 * Renders and plays every story of a library's pages as a user would (their play functions are
 * the assertions), one test per story named `<file>: <story>`; a story shown at one of Storybook's
 * viewports plays in a window of that size (`emulateViewport`). The library's test file finds the
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
          const viewport = viewportOf(module, name);
          const restore = viewport ? emulateViewport(viewport) : () => undefined;
          try {
            await (story as { run: () => Promise<void> }).run();
          } finally {
            restore();
          }
        });
      }
    }
  });
}
