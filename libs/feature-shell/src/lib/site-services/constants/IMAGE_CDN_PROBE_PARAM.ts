/**
 * The query parameter of the image CDNs' probe (`useImageCdnChoice`): a fresh request each time,
 * never answered from a cache, the browser's or the service worker's.
 */
export const IMAGE_CDN_PROBE_PARAM = 'cdn-probe';
