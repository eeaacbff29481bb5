import { describe, expect, it } from 'vitest';

/** Parts drawn only inside another component, shown by that component's stories. */
const PARTS: Record<string, string> = {
  CarouselFrame: 'Carousel (its first paint, before the slider loads)',
  KeenSliderController: 'Carousel (the slider it loads)',
};

const components = Object.keys(import.meta.glob('../lib/*/components/*.tsx')).map((path) => path.replace(/^.*\//, '').replace('.tsx', ''));
const stories = import.meta.glob<string>('../lib/**/__stories__/*.stories.tsx', { query: '?raw', import: 'default', eager: true });

describe('ui-kit stories', () => {
  it.each(components.filter((name) => !(name in PARTS)))('%s has a story (README: every component has one)', (name) => {
    // A stories file that imports it, or one named after it (TableCards: the Table's cards layout).
    const showing = Object.entries(stories).filter(
      ([path, source]) => path.endsWith(`/${name}.stories.tsx`) || new RegExp(`from '\\.\\./${name}'`).test(source),
    );
    expect(showing.map(([path]) => path)).not.toEqual([]);
  });

  it('lists only parts that exist', () => {
    expect(components).toEqual(expect.arrayContaining(Object.keys(PARTS)));
  });
});
