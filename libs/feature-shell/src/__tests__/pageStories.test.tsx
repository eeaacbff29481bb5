import { playPageStories, type StoryModule } from '@portal/page-kit/story-testing';

/** Every story of the library's pages, played (a new `__stories__/*.stories.tsx` is picked up by itself). */
playPageStories(import.meta.glob<StoryModule>('../lib/**/__stories__/*.stories.tsx', { eager: true }));
