import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { LAZY_IMAGE_DEFAULTS } from '../constants/LAZY_IMAGE_DEFAULTS';
import { cdnUrl, setImageCdn } from '../utils/imageCdn';
import { loadedImageCache } from '../utils/loadedImageCache';
import { observeIntersection } from '../utils/observeIntersection';
import { scheduleImageLoad } from '../utils/scheduleImageLoad';

/** The box's `data-state`: waiting to come into range, loading, loaded, or failed after the last attempt. */
export type LazyImageState = 'idle' | 'loading' | 'loaded' | 'error';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the box keeps this aspect ratio before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Load at once with high priority (the LCP image): no observer, no throttle. */
  eager?: boolean;
  /** Shown after the last failed attempt: an image URL or any node. */
  fallback?: string | ReactNode;
  /** Attempts before the fallback (default 3). */
  maxAttempts?: number;
  /** Corner radius token. */
  rounded?: boolean;
  className?: string;
}

const StyledLazyImage = styled.span<{ $ratio: string; $rounded: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radius.md : '0')};
  background: ${({ theme }) => theme.color.surface.skeleton};

  &[data-state='idle'],
  &[data-state='loading'] {
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.surface.skeleton} 25%,
      ${({ theme }) => theme.color.surface.skeletonHighlight} 37%,
      ${({ theme }) => theme.color.surface.skeleton} 63%
    );
    background-size: 400% 100%;
  }
  &[data-state='loaded'] {
    background: transparent;
  }

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Waiting for its turn: no alt text or broken-image icon over the skeleton. */
  img:not([src]) {
    visibility: hidden;
  }
`;

const StyledFallback = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.text.tertiary};
`;

function BrokenImageIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 16l5-5 4 4 3-3 6 6" />
      <path d="M4 4l16 16" />
    </svg>
  );
}

/**
 * An image that loads when it comes within 1.3 screens of the viewport (or at once when `eager`),
 * in a box of its aspect ratio so nothing shifts. Loads that come into range are started together
 * at most every 200 ms; a failed load is tried up to 3 times with a growing pause, then the
 * fallback shows. A platform image comes from the image CDN chosen for the device, if any; when the
 * CDN fails, the platform's own URL is tried at once. URLs that loaded once are remembered (LRU of
 * 200), so a tile that mounts again starts its image at once.
 *
 * The happy path renders once: the observer sets the `src` and the load event sets the box's
 * `data-state` on the elements themselves, so a lobby of 300 tiles whose images arrive while the
 * player scrolls costs no React render per image (measured with `npm run bench:lobby`). Only a
 * failed load goes through React state (the retry and the fallback).
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  eager = false,
  fallback,
  maxAttempts = LAZY_IMAGE_DEFAULTS.maxAttempts,
  rounded = false,
  className,
}: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);
  const [retryPending, setRetryPending] = useState(false);
  const [prevSrc, setPrevSrc] = useState(src);
  // The first attempt from the chosen image CDN, the next ones from the platform's own URL (docs/product/display-and-platform.md).
  const [firstSrc, setFirstSrc] = useState(() => cdnUrl(src));
  const attemptSrc = attempt === 1 ? firstSrc : src;
  // Decided when the image (or its next attempt) mounts, so a later render never sets the src again.
  const [loadAtOnce, setLoadAtOnce] = useState(() => eager || loadedImageCache.has(firstSrc));

  if (prevSrc !== src) {
    setPrevSrc(src);
    setAttempt(1);
    setFailed(false);
    setRetryPending(false);
    setFirstSrc(cdnUrl(src));
    setLoadAtOnce(eager || loadedImageCache.has(cdnUrl(src)));
  }

  // The box's state for this src and attempt, before paint.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const img = imgRef.current;
    if (!box) return;
    if (failed) box.dataset.state = 'error';
    else if (img?.complete && img.naturalWidth > 0) box.dataset.state = 'loaded';
    else box.dataset.state = img?.getAttribute('src') ? 'loading' : 'idle';
  }, [src, attempt, failed, retryPending]);

  // Start loading when the box comes within range: the src is set on the element, not through state.
  useEffect(() => {
    const box = boxRef.current;
    const img = imgRef.current;
    if (!box || !img || img.getAttribute('src')) return;
    const startLoading = () => {
      box.dataset.state = 'loading';
      img.src = attemptSrc;
    };
    let cancelLoad: (() => void) | null = null;
    const start = () => {
      cancelLoad = scheduleImageLoad(startLoading);
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => cancelLoad?.();
    }
    const margin = `${Math.round(LAZY_IMAGE_DEFAULTS.preloadScreens * 100)}% 0px`;
    const stopObserving = observeIntersection(box, margin, start);
    return () => {
      stopObserving();
      cancelLoad?.();
    };
  }, [attemptSrc, attempt, retryPending, failed]);

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    loadedImageCache.add(attemptSrc);
    const box = event.currentTarget.parentElement;
    if (box) box.dataset.state = 'loaded';
  };

  const handleError = () => {
    // The CDN failed: drop it (the next images come from the platform) and try the platform's URL at once.
    if (attemptSrc !== src) {
      setImageCdn(null);
      setLoadAtOnce(true);
      setAttempt((value) => value + 1);
    } else if (attempt >= maxAttempts) setFailed(true);
    else setRetryPending(true);
  };

  useEffect(() => {
    if (!retryPending) return;
    const delay = LAZY_IMAGE_DEFAULTS.retryBaseMs * 2 ** (attempt - 1);
    const timer = setTimeout(() => {
      setRetryPending(false);
      setLoadAtOnce(true);
      setAttempt((value) => value + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [retryPending, attempt]);

  return (
    <StyledLazyImage ref={boxRef} className={className} $ratio={`${width} / ${height}`} $rounded={rounded}>
      {!failed && !retryPending && (
        <img
          ref={imgRef}
          key={`${src}#${attempt}`}
          src={loadAtOnce ? attemptSrc : undefined}
          alt={alt}
          width={width}
          height={height}
          // The observer already decided when to load: the browser must not wait any longer.
          loading="eager"
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          onLoad={handleLoad}
          onError={handleError}
        />
      )}
      {failed &&
        (typeof fallback === 'string' ? (
          <img src={fallback} alt={alt} width={width} height={height} />
        ) : (
          // A decorative image (alt="") stays decorative when it fails: an img role needs a name.
          <StyledFallback {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>{fallback ?? <BrokenImageIcon />}</StyledFallback>
        ))}
    </StyledLazyImage>
  );
}
