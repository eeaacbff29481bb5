import type { SyntheticEvent } from 'react';

/** Where the image CDN chosen for this device is kept (docs/product/display-and-platform.md "Images and game launches through the CDNs"). */
export const IMAGE_CDN_STORAGE_KEY = 'imageCdn';

let base = '';
try {
  base = localStorage.getItem(IMAGE_CDN_STORAGE_KEY) ?? '';
} catch {
  // No storage (private mode, a test): the platform's own URLs.
}

/** Chooses the image CDN (its base URL, no trailing slash) for this visit and the next ones; null: none. */
export function setImageCdn(next: string | null): void {
  base = next ?? '';
  try {
    if (next) localStorage.setItem(IMAGE_CDN_STORAGE_KEY, next);
    else localStorage.removeItem(IMAGE_CDN_STORAGE_KEY);
  } catch {
    // The choice holds for this visit.
  }
}

/** The chosen image CDN's base URL, '' when none. */
export const imageCdn = () => base;

/** A platform image (a path on the platform, `/…`) from the chosen CDN; any other URL as given. */
export const cdnUrl = (url: string) => (base && url[0] === '/' && url[1] !== '/' ? base + url : url);

/**
 * An `<img>`'s `src` from the CDN, falling back to the platform's own URL when the CDN's load fails
 * (the CDN is then dropped until a new one is chosen): spread it on the element.
 */
export function cdnImage(url: string) {
  return {
    src: cdnUrl(url),
    onError: (event: SyntheticEvent<HTMLImageElement>) => {
      const image = event.currentTarget;
      if (image.getAttribute('src') === url) return;
      setImageCdn(null);
      image.src = url;
    },
  };
}
