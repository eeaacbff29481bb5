import { STORY_VIEWPORTS, type StoryViewport } from '@portal/ui-kit/testing';

/** Whether one media query (`a and b`, or a comma list of them) holds at this size, as a touch phone or a desktop with a mouse. */
function matches(query: string, width: number, height: number, coarse: boolean): boolean {
  return query.split(',').some((part) =>
    part
      .trim()
      .split(/\s+and\s+/)
      .every((feature) => {
        const match = /^\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)$/.exec(feature.trim());
        if (!match) return false;
        const [, name, value] = match;
        const pixels = Number.parseFloat(value);
        switch (name) {
          case 'max-width':
            return width <= pixels;
          case 'min-width':
            return width >= pixels;
          case 'max-height':
            return height <= pixels;
          case 'min-height':
            return height >= pixels;
          case 'pointer':
            return value === (coarse ? 'coarse' : 'fine');
          case 'hover':
            return value === (coarse ? 'none' : 'hover');
          case 'orientation':
            return value === (width > height ? 'landscape' : 'portrait');
          default:
            return false;
        }
      }),
  );
}

/**
 * Makes jsdom answer `matchMedia` (and `innerWidth`/`innerHeight`) as a window of one of
 * Storybook's viewports would, so a story shown at a phone's width (`globals: viewportGlobals('phone')`)
 * renders its phone layout in Vitest too. Returns the function that puts the window back.
 */
export function emulateViewport(viewport: StoryViewport): () => void {
  const { styles, type } = STORY_VIEWPORTS[viewport];
  const width = Number.parseFloat(styles.width);
  const height = Number.parseFloat(styles.height);
  const coarse = type !== 'desktop';
  const saved = {
    matchMedia: Object.getOwnPropertyDescriptor(window, 'matchMedia'),
    innerWidth: Object.getOwnPropertyDescriptor(window, 'innerWidth'),
    innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      media: query,
      matches: matches(query, width, height, coarse),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  return () => {
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(window, key, descriptor);
      else delete (window as unknown as Record<string, unknown>)[key];
    }
  };
}
