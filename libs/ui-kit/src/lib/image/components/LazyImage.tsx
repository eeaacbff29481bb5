import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { LAZY_IMAGE_DEFAULTS } from '../constants/LAZY_IMAGE_DEFAULTS';
import { loadedImageCache } from '../utils/loadedImageCache';
import { observeIntersection } from '../utils/observeIntersection';
import { scheduleImageLoad } from '../utils/scheduleImageLoad';

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
  onStateChange?: (state: LazyImageState) => void;
}

const StyledLazyImage = styled.span<{ $ratio: string; $rounded: boolean; $state: LazyImageState }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radius.md : '0')};
  background: ${({ theme, $state }) => ($state === 'loaded' ? 'transparent' : theme.color.surface.skeleton)};

  ${({ $state, theme }) =>
    ($state === 'idle' || $state === 'loading') &&
    css`
      background: linear-gradient(
        90deg,
        ${theme.color.surface.skeleton} 25%,
        ${theme.color.surface.skeletonHighlight} 37%,
        ${theme.color.surface.skeleton} 63%
      );
      background-size: 400% 100%;
    `}

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: opacity ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
    opacity: ${({ $state }) => ($state === 'loaded' || $state === 'error' ? 1 : 0)};
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
 * in a box of its aspect ratio so nothing shifts. States: loading, loaded, error; a failed load is
 * tried up to 3 times with a growing pause, then the fallback shows. URLs that loaded once are
 * remembered (LRU of 200), so a tile that mounts again shows its image immediately.
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
  onStateChange,
}: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const cached = loadedImageCache.has(src);
  const [state, setState] = useState<LazyImageState>(cached ? 'loaded' : eager ? 'loading' : 'idle');
  const [attempt, setAttempt] = useState(1);
  const [prevSrc, setPrevSrc] = useState(src);

  if (prevSrc !== src) {
    setPrevSrc(src);
    setAttempt(1);
    setState(loadedImageCache.has(src) ? 'loaded' : eager ? 'loading' : 'idle');
  }

  useEffect(() => {
    onStateChange?.(state);
  }, [state, onStateChange]);

  // Start loading when the box comes within range.
  useEffect(() => {
    if (state !== 'idle') return;
    const box = boxRef.current;
    let cancelLoad: (() => void) | null = null;
    const start = () => {
      cancelLoad = scheduleImageLoad(() => setState((current) => (current === 'idle' ? 'loading' : current)));
    };
    if (!box || typeof IntersectionObserver === 'undefined') {
      start();
      return () => cancelLoad?.();
    }
    const margin = `${Math.round(LAZY_IMAGE_DEFAULTS.preloadScreens * 100)}% 0px`;
    const stopObserving = observeIntersection(box, margin, start);
    return () => {
      stopObserving();
      cancelLoad?.();
    };
  }, [state, src]);

  const handleLoad = () => {
    loadedImageCache.add(src);
    setState('loaded');
  };

  const [retryPending, setRetryPending] = useState(false);
  const handleError = () => {
    if (attempt >= maxAttempts) {
      setState('error');
      return;
    }
    setRetryPending(true);
  };

  useEffect(() => {
    if (!retryPending) return;
    const delay = LAZY_IMAGE_DEFAULTS.retryBaseMs * 2 ** (attempt - 1);
    const timer = setTimeout(() => {
      setRetryPending(false);
      setAttempt((value) => value + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [retryPending, attempt]);

  const showImage = (state === 'loading' || state === 'loaded') && !retryPending;

  return (
    <StyledLazyImage
      ref={boxRef}
      className={className}
      $ratio={`${width} / ${height}`}
      $rounded={rounded}
      $state={state}
      data-state={state}
      aria-busy={state === 'loading' || state === 'idle' ? true : undefined}
    >
      {showImage && (
        <img
          key={`${src}#${attempt}`}
          src={src}
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
      {state === 'error' &&
        (typeof fallback === 'string' ? (
          <img src={fallback} alt={alt} width={width} height={height} />
        ) : (
          <StyledFallback role="img" aria-label={alt}>
            {fallback ?? <BrokenImageIcon />}
          </StyledFallback>
        ))}
    </StyledLazyImage>
  );
}
