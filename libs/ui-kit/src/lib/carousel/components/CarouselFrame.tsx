import { type CSSProperties, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

const StyledCarousel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  /*
   * The carousel takes the width it is given and never its slides': keen-slider sizes the slides
   * from the carousel's width, so a carousel as wide as its slides would grow with them (three
   * slides of a phone's width made a page inside a grid three phones wide). Containment keeps the
   * slides out of its intrinsic width, whatever wraps it; min-width lets it shrink in a grid or flex.
   */
  contain: inline-size;
  min-width: 0;
`;

const SLIDE_INDEX_VARIABLE = '--portal-carousel-slide-index';

const StyledCarouselViewport = styled.div<{ $perView: number; $gap: number }>`
  /*
   * keen-slider's stylesheet (keen-slider.min.css), here rather than imported: imported, it was a
   * render-blocking file of its own in every page's start (docs/product/performance.md).
   */
  &:not([data-keen-slider-disabled]) {
    position: relative;
    display: flex;
    align-content: flex-start;
    width: 100%;
    overflow: hidden;
    touch-action: pan-y;
    -webkit-touch-callout: none;
    -webkit-tap-highlight-color: transparent;
    -webkit-user-select: none;
    user-select: none;
  }
  &:not([data-keen-slider-disabled]) > .keen-slider__slide {
    position: relative;
    width: 100%;
    min-height: 100%;
    overflow: hidden;
  }
  &:not([data-keen-slider-disabled])[data-keen-slider-reverse] {
    flex-direction: row-reverse;
  }
  &:not([data-keen-slider-disabled])[data-keen-slider-v] {
    flex-wrap: wrap;
  }

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

export interface CarouselFrameProps {
  slides: ReactNode[];
  slidesPerView: number;
  spacing: number;
  aspectRatio?: string | number;
  ariaLabel?: string;
  className?: string;
  getSlideLabel?: (index: number, total: number) => string;
  /** Dots: shown with their labels when given and there is more than one slide. */
  getDotLabel?: false | ((index: number, total: number) => string);
  paginationLabel?: string;
  /** The pause / play button: its label while playing and while paused, when the carousel autoplays. */
  playControl?: false | { pauseLabel: string; playLabel: string };
  current: number;
  paused: boolean;
  moving: boolean;
  rootRef?: Ref<HTMLDivElement>;
  sliderRef?: Ref<HTMLDivElement>;
  onDot?: (index: number) => void;
  onTogglePlaying?: () => void;
}

/**
 * What a carousel draws: the slides laid out as keen-slider lays them out, the pause / play button
 * and the dots. Drawn alike before keen-slider has loaded (nothing moves when it takes over) and by it.
 */
export function CarouselFrame({
  slides,
  slidesPerView,
  spacing,
  aspectRatio,
  ariaLabel,
  className,
  getSlideLabel,
  getDotLabel,
  paginationLabel,
  playControl,
  current,
  paused,
  moving,
  rootRef,
  sliderRef,
  onDot,
  onTogglePlaying,
}: CarouselFrameProps) {
  const count = slides.length;
  const ratio = aspectRatio === undefined ? undefined : String(aspectRatio);
  const dots = count > 1 && getDotLabel ? getDotLabel : null;
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
            <StyledCarouselPlayButton type="button" onClick={onTogglePlaying} aria-label={paused ? playControl.playLabel : playControl.pauseLabel}>
              <PlayPauseIcon playing={!paused} />
            </StyledCarouselPlayButton>
          ) : null}
          {dots ? (
            <StyledCarouselDots role="group" aria-label={paginationLabel}>
              {slides.map((_, index) => (
                <StyledCarouselDot
                  key={index}
                  type="button"
                  aria-label={dots(index, count)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => onDot?.(index)}
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
