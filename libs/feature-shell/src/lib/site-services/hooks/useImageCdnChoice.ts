import { imageCdn, setImageCdn } from '@portal/ui-kit';
import { useEffect } from 'react';
import { IMAGE_CDN_PROBE_PARAM } from '../constants/IMAGE_CDN_PROBE_PARAM';

/** How long the CDNs have to answer the probe before none is used. */
export const IMAGE_CDN_PROBE_TIMEOUT_MS = 5000;

/**
 * Chooses the image CDN (docs/product/display-and-platform.md "Images and game launches through the
 * CDNs"): every CDN the platform lists is asked for the same small image (`probePath`, the
 * merchant's logo) at once; the first to deliver it is used from then on, on this device (the next
 * visit's first screen too); none within 5 s, or no CDN listed: the platform's own URLs.
 */
export function useImageCdnChoice(cdns: readonly string[] | undefined, probePath: string | undefined, enabled: boolean) {
  const key = cdns?.join(' ');
  useEffect(() => {
    if (!enabled || key === undefined) return;
    const bases = (key ? key.split(' ') : []).map((cdn) => cdn.replace(/\/+$/, ''));
    if (bases.length === 0 || !probePath?.startsWith('/') || probePath.startsWith('//')) {
      if (imageCdn()) setImageCdn(null);
      return;
    }
    let settled = false;
    const settle = (base: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setImageCdn(base);
    };
    const stamp = Date.now();
    const probes = bases.map((base) => {
      const image = new Image();
      image.onload = () => settle(base);
      // A fresh request, never the browser's cache: the probe asks whether the CDN answers now.
      image.src = `${base}${probePath}${probePath.includes('?') ? '&' : '?'}${IMAGE_CDN_PROBE_PARAM}=${stamp}`;
      return image;
    });
    const timer = setTimeout(() => settle(null), IMAGE_CDN_PROBE_TIMEOUT_MS);
    return () => {
      settled = true;
      clearTimeout(timer);
      probes.forEach((image) => (image.onload = null));
    };
  }, [key, probePath, enabled]);
}
