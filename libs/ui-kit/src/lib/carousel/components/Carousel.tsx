import 'keen-slider/keen-slider.min.css';
import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import { Children, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../accessibility/hooks/usePrefersReducedMotion';
import { CAROUSEL_AUTOPLAY_EVENT } from '../constants/CAROUSEL_AUTOPLAY_EVENT';
import { CAROUSEL_AUTOPLAY_MS } from '../constants/CAROUSEL_AUTOPLAY_MS';
import { CAROUSEL_GAP } from '../constants/CAROUSEL_GAP';
import { CAROUSEL_SLIDES_PER_VIEW } from '../constants/CAROUSEL_SLIDES_PER_VIEW';
import { createAutoplayPlugin } from '../utils/createAutoplayPlugin';
import { getCarouselOptions, shouldAutoplay } from '../utils/getCarouselOptions';

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

const StyledCarousel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  /* In a grid or flex parent, the measured slides must not widen the carousel. */
  min-width: 0;
`;

const SLIDE_INDEX_VARIABLE = '--portal-carousel-slide-index';

const StyledCarouselViewport = styled.div<{ $perView: number; $gap: number }>`
  /* Before keen-slider measures, lay the slides out as it will (width and gap), so nothing moves. */
  && > .keen-slider__slide {
    flex-shrink: 0;
    min-width: ${({ $perView, $gap }) => `calc((100% - ${($perView - 1) * $gap}px) / ${$perView})`};
    max-width: ${({ $perView, $gap }) => `calc((100% - ${($perView - 1) * $gap}px) / ${$perView})`};
    transform: ${({ $gap }) => `translate3d(calc(var(${SLIDE_INDEX_VARIABLE}) * ${$gap}px), 0, 0)`};
  }
`;

const StyledCarouselSlide = styled.div<{ $aspectRatio?: string }>`
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  & > img,
  & > a,
  & > a > img,
  & > picture,
  & > picture > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledCarouselControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledCarouselDots = styled.div`
  display: flex;
  justify-content: center;
`;

const StyledCarouselPlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.spacing(7)};
  height: ${({ theme }) => theme.spacing(7)};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      {playing ? <path d="M3 2h2v8H3zM7 2h2v8H7z" fill="currentColor" /> : <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />}
    </svg>
  );
}

/** A 24px hit area (WCAG 2.5.8) around the visible dot. */
const StyledCarouselDot = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.spacing(6)};
  height: ${({ theme }) => theme.spacing(6)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;

  &::before {
    content: '';
    display: block;
    width: ${({ theme, $active }) => ($active ? theme.spacing(6) : theme.spacing(2))};
    height: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $active }) => ($active ? theme.component.carousel.dotActive : theme.component.carousel.dot)};
    transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }

  &:hover::before {
    background: ${({ theme, $active }) => ($active ? theme.component.carousel.dotActive : theme.color.text.tertiary)};
  }
`;

/**
 * A banner carousel on keen-slider: 3 slides per view, gap 19.4, autoplay every 5 s and loop
 * only when there is more than one slide (docs/product/content.md); autoplay pauses on hover, on focus and while
 * the tab is hidden. A pause / play button stops it for good; under `prefers-reduced-motion` it
 * never autoplays (docs/product/accessibility-and-locale.md).
 */
export function Carousel(props: CarouselProps) {
  const count = Children.toArray(props.children).length;
  const reducedMotion = usePrefersReducedMotion();
  // Plugins are read once by keen-slider: remount when autoplay starts or stops applying.
  const autoplayMs = props.autoplayMs ?? CAROUSEL_AUTOPLAY_MS;
  const autoplay = shouldAutoplay(count, autoplayMs) && !reducedMotion;
  return <CarouselTrack key={autoplay ? `autoplay-${autoplayMs}` : 'static'} autoplay={autoplay} {...props} />;
}

function CarouselTrack({
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
  autoplay,
}: CarouselProps & { autoplay: boolean }) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const userPausedRef = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const togglePlaying = () => {
    userPausedRef.current = !userPausedRef.current;
    setUserPaused(userPausedRef.current);
    rootRef.current?.dispatchEvent(new Event(CAROUSEL_AUTOPLAY_EVENT));
  };

  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  });

  const options = useMemo<KeenSliderOptions>(
    () => ({
      ...getCarouselOptions({ slideCount: count, slidesPerView, spacing }),
      slideChanged(slider) {
        const index = slider.track.details.rel;
        setCurrent(index);
        onSlideChangeRef.current?.(index);
      },
    }),
    [count, slidesPerView, spacing],
  );
  const [plugins] = useState(() => (autoplay ? [createAutoplayPlugin(autoplayMs, () => userPausedRef.current)] : []));
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>(options, plugins);

  // keen-slider reads the slides on creation: have it measure again when their number changes.
  const mountedCount = useRef(count);
  useEffect(() => {
    if (mountedCount.current === count) return;
    mountedCount.current = count;
    instanceRef.current?.update(options);
  }, [count, instanceRef, options]);

  const ratio = aspectRatio === undefined ? undefined : String(aspectRatio);
  const dots = showPagination && count > 1 && getDotLabel;
  const playControl = autoplay && pauseLabel && playLabel;
  const moving = autoplay && !userPaused;

  return (
    <StyledCarousel ref={rootRef} className={className} role="region" aria-label={ariaLabel}>
      <StyledCarouselViewport ref={sliderRef} className="keen-slider" aria-live={moving ? 'off' : 'polite'} $perView={slidesPerView} $gap={spacing}>
        {slides.map((slide, index) => (
          <StyledCarouselSlide
            // Children.toArray gives every slide a stable key.
            key={(slide as { key?: string | null }).key ?? index}
            className="keen-slider__slide"
            role="group"
            aria-label={getSlideLabel?.(index, count)}
            style={{ [SLIDE_INDEX_VARIABLE]: index } as CSSProperties}
            $aspectRatio={ratio}
          >
            {slide}
          </StyledCarouselSlide>
        ))}
      </StyledCarouselViewport>
      {dots || playControl ? (
        <StyledCarouselControls>
          {playControl ? (
            <StyledCarouselPlayButton type="button" onClick={togglePlaying} aria-label={userPaused ? playLabel : pauseLabel}>
              <PlayPauseIcon playing={!userPaused} />
            </StyledCarouselPlayButton>
          ) : null}
          {dots ? (
            <StyledCarouselDots role="group" aria-label={paginationLabel}>
              {slides.map((_, index) => (
                <StyledCarouselDot
                  key={index}
                  type="button"
                  aria-label={getDotLabel(index, count)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => instanceRef.current?.moveToIdx(index)}
                  $active={index === current}
                />
              ))}
            </StyledCarouselDots>
          ) : null}
        </StyledCarouselControls>
      ) : null}
    </StyledCarousel>
  );
}
