import type { KeenSliderInstance } from 'keen-slider/react';
import { Children, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIdle } from '../../deferred/hooks/useIdle';
import { usePrefersReducedMotion } from '../../accessibility/hooks/usePrefersReducedMotion';
import { CAROUSEL_AUTOPLAY_EVENT } from '../constants/CAROUSEL_AUTOPLAY_EVENT';
import { CAROUSEL_AUTOPLAY_MS } from '../constants/CAROUSEL_AUTOPLAY_MS';
import { CAROUSEL_GAP } from '../constants/CAROUSEL_GAP';
import { CAROUSEL_SLIDES_PER_VIEW } from '../constants/CAROUSEL_SLIDES_PER_VIEW';
import { shouldAutoplay } from '../utils/getCarouselOptions';
import { CarouselFrame } from './CarouselFrame';
import type { KeenSliderController } from './KeenSliderController';

export interface CarouselProps {
  /** One child per slide (images, banner links, promotion cards…). */
  children?: ReactNode;
  /** Slides visible at once (default 3). */
  slidesPerView?: number;
  /** Gap between slides in px (default 19.4). */
  spacing?: number;
  /** Autoplay interval in ms (default 5000); autoplay and loop only run with more than one slide. `0` turns autoplay off. */
  autoplayMs?: number;
  /** Slide aspect ratio (`'16 / 9'`, `2.4`): reserves the height before images load, no layout shift. */
  aspectRatio?: string | number;
  /** Show pagination dots (needs `getDotLabel`). */
  showPagination?: boolean;
  /** Accessible name of a dot, e.g. `(index, total) => \`Banner ${index + 1} of ${total}\``. */
  getDotLabel?: (index: number, total: number) => string;
  /** Accessible name of the dots group. */
  paginationLabel?: string;
  /** Accessible name of a slide (`role="group"`), e.g. `(index, total) => \`${index + 1} / ${total}\``. */
  getSlideLabel?: (index: number, total: number) => string;
  /** Accessible name of the carousel region. */
  ariaLabel?: string;
  /**
   * Names of the pause / play button (WCAG 2.2.2). The button shows while the carousel
   * autoplays and both are given; under `prefers-reduced-motion` nothing autoplays and it hides.
   */
  pauseLabel?: string;
  playLabel?: string;
  onSlideChange?: (index: number) => void;
  className?: string;
}

type KeenModule = { KeenSliderController: typeof KeenSliderController };

let keenModule: KeenModule | null = null;
let keenLoading: Promise<KeenModule> | null = null;
const loadKeen = () => {
  keenLoading ??= import('./KeenSliderController').then(
    (module) => (keenModule = module),
    (error: unknown) => {
      keenLoading = null;
      throw error;
    },
  );
  return keenLoading;
};

/**
 * Starts loading keen-slider (a page calls it while its slides' data loads, so the carousel moves
 * as soon as they show). Harmless to call again.
 */
export function preloadCarousel(): void {
  loadKeen().catch(() => undefined);
}

/** The longest keen-slider waits for a quiet moment before it takes a carousel over. */
const KEEN_IDLE_TIMEOUT_MS = 2000;

/**
 * keen-slider's part, once loaded and once the browser has had a quiet moment after the carousel
 * mounted, or at once when the visitor reaches for the carousel (a touch, a click, focus): it
 * measures the page as it starts, a layout of the whole page (about 60 ms of a phone's main thread
 * at 4× CPU), which then falls in the first screen's own rendering instead of lengthening the
 * start's tasks (docs/product/performance.md). Null before; a failed load leaves the carousel
 * still, its first slides showing.
 */
function useKeenModule(rootRef: RefObject<HTMLDivElement | null>): KeenModule | null {
  const [module, setModule] = useState(keenModule);
  const [reached, setReached] = useState(false);
  const idle = useIdle(KEEN_IDLE_TIMEOUT_MS);
  const wanted = idle || reached;
  useEffect(() => {
    const root = rootRef.current;
    if (reached || !root) return;
    const reach = () => setReached(true);
    root.addEventListener('pointerdown', reach);
    root.addEventListener('focusin', reach);
    return () => {
      root.removeEventListener('pointerdown', reach);
      root.removeEventListener('focusin', reach);
    };
  }, [rootRef, reached]);
  // Loaded by another carousel, or preloaded by the page, since this one mounted.
  const loaded = module ?? keenModule;
  useEffect(() => {
    if (loaded || !wanted) return;
    let cancelled = false;
    loadKeen().then(
      (next) => !cancelled && setModule(next),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [loaded, wanted]);
  return loaded && wanted ? loaded : null;
}

/**
 * A banner carousel on keen-slider: 3 slides per view, gap 19.4, autoplay every 5 s and loop
 * only when there is more than one slide (docs/product/content.md); autoplay pauses on hover, on focus and while
 * the tab is hidden. A pause / play button stops it for good; under `prefers-reduced-motion` it
 * never autoplays (docs/product/accessibility-and-locale.md).
 *
 * keen-slider is not in the start bundle (docs/product/performance.md): the frame draws the first
 * slides in place at once, and keen-slider takes the same track over at the browser's first quiet
 * moment, or when the visitor reaches for the carousel.
 */
export function Carousel({
  children,
  slidesPerView = CAROUSEL_SLIDES_PER_VIEW,
  spacing = CAROUSEL_GAP,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
  aspectRatio,
  showPagination = false,
  getDotLabel,
  paginationLabel,
  getSlideLabel,
  ariaLabel,
  pauseLabel,
  playLabel,
  onSlideChange,
  className,
}: CarouselProps) {
  const slides: ReactNode[] = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = shouldAutoplay(count, autoplayMs) && !reducedMotion;
  const rootRef = useRef<HTMLDivElement>(null);
  const keen = useKeenModule(rootRef);
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const userPausedRef = useRef(false);
  const instanceRef = useRef<KeenSliderInstance | null>(null);

  const togglePlaying = () => {
    userPausedRef.current = !userPausedRef.current;
    setUserPaused(userPausedRef.current);
    rootRef.current?.dispatchEvent(new Event(CAROUSEL_AUTOPLAY_EVENT));
  };
  const handleSlideChange = (index: number) => {
    setCurrent(index);
    onSlideChange?.(index);
  };

  return (
    <>
      <CarouselFrame
        slides={slides}
        slidesPerView={slidesPerView}
        spacing={spacing}
        aspectRatio={aspectRatio}
        ariaLabel={ariaLabel}
        className={className}
        getSlideLabel={getSlideLabel}
        getDotLabel={showPagination && getDotLabel}
        paginationLabel={paginationLabel}
        playControl={autoplay && pauseLabel && playLabel ? { pauseLabel, playLabel } : false}
        current={current}
        paused={userPaused}
        moving={autoplay && !userPaused}
        rootRef={rootRef}
        // A ref object, not a ref that sets state: that would re-render the carousel synchronously in
        // the commit that attaches it (the start's reveal attaches every ref; docs/product/performance.md).
        sliderRef={trackRef}
        onDot={(index) => instanceRef.current?.moveToIdx(index)}
        onTogglePlaying={togglePlaying}
      />
      {keen ? (
        <keen.KeenSliderController
          // Plugins and options are read once by keen-slider: a new slider when autoplay starts or
          // stops applying, or the slides per view change (a phone turned into landscape).
          key={`${autoplay ? `autoplay-${autoplayMs}` : 'static'}-${slidesPerView}`}
          track={trackRef}
          slideCount={count}
          slidesPerView={slidesPerView}
          spacing={spacing}
          autoplayMs={autoplay ? autoplayMs : null}
          isStopped={() => userPausedRef.current}
          onSlideChange={handleSlideChange}
          instanceRef={instanceRef}
        />
      ) : null}
    </>
  );
}
