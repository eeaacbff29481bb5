import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';

afterEach(() => cleanup());

type StoryModule = Parameters<typeof composeStories>[0];
/** Every story of the library's pages (a new `__stories__/*.stories.tsx` is picked up by itself). */
const modules = import.meta.glob<StoryModule>('../lib/**/__stories__/*.stories.tsx', { eager: true });

/** The pages' stories, rendered and played as a user would (their play functions are the assertions). */
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
