/** Dispatched on the carousel root when autoplay is paused or resumed from outside the plugin. */
export const CAROUSEL_AUTOPLAY_EVENT = 'portal:carousel-autoplay';
