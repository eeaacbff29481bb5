/**
 * Storybook's viewport toolbar widths (docs/product/phone-layout.md): the narrowest phone we support,
 * the phone we design to, a tablet (the mini side menu) and the desktop the portal is drawn at.
 */
export const STORY_VIEWPORTS = {
  phoneSmall: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 834×1112', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export type StoryViewport = keyof typeof STORY_VIEWPORTS;

/** A story's `globals` to show it at one of the widths: `globals: viewportGlobals('phone')`. */
export const viewportGlobals = (value: StoryViewport) => ({ viewport: { value, isRotated: false } });
