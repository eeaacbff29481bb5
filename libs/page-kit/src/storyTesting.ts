/**
 * The page-stories test of a feature library (`playPageStories`). Vitest only: kept apart from
 * `testing.ts`, which Storybook loads too, and vitest cannot be loaded outside its runner.
 */
export * from './lib/testing/playPageStories';
