import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLatest } from '../../react/hooks/useLatest';
import { createAutoplayPlugin } from '../utils/createAutoplayPlugin';
import { getCarouselOptions } from '../utils/getCarouselOptions';

export interface KeenSliderControllerProps {
  /** The carousel's track, already drawn by CarouselFrame (an earlier sibling: attached before this one's layout effect). */
  track: RefObject<HTMLDivElement | null>;
  slideCount: number;
  slidesPerView: number;
  spacing: number;
  /** Autoplay interval; null: no autoplay. Read once (the carousel remounts this when it changes). */
  autoplayMs: number | null;
  isStopped: () => boolean;
  onSlideChange: (index: number) => void;
  /** Receives the slider, for the dots. */
  instanceRef: RefObject<KeenSliderInstance | null>;
}

/**
 * keen-slider on the carousel's existing track (the part of Carousel that loads with the first
 * carousel): sliding, loop and autoplay. Draws nothing; the frame stays the same element, so the
 * slides are not drawn again when it takes over.
 */
export function KeenSliderController({
  track,
  slideCount,
  slidesPerView,
  spacing,
  autoplayMs,
  isStopped,
  onSlideChange,
  instanceRef,
}: KeenSliderControllerProps) {
  const onSlideChangeRef = useLatest(onSlideChange);
  const isStoppedRef = useLatest(isStopped);

  const options = useMemo<KeenSliderOptions>(
    () => ({
      ...getCarouselOptions({ slideCount, slidesPerView, spacing }),
      slideChanged(slider) {
        onSlideChangeRef.current(slider.track.details.rel);
      },
    }),
    [slideCount, slidesPerView, spacing, onSlideChangeRef],
  );
  // The plugin keeps the getter and calls it from keen-slider's timers, never while rendering.
  // eslint-disable-next-line react-hooks/refs -- the ref is read later, in a timer, not in this initializer
  const [plugins] = useState(() => (autoplayMs ? [createAutoplayPlugin(autoplayMs, () => isStoppedRef.current())] : []));
  const [attach, slider] = useKeenSlider<HTMLDivElement>(options, plugins);

  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return;
    attach(element);
    instanceRef.current = slider.current;
    return () => {
      attach(null);
      instanceRef.current = null;
    };
  }, [attach, track, instanceRef, slider]);

  // keen-slider reads the slides on creation: have it measure again when their number changes.
  const mountedCount = useRef(slideCount);
  useEffect(() => {
    if (mountedCount.current === slideCount) return;
    mountedCount.current = slideCount;
    slider.current?.update(options);
  }, [slideCount, slider, options]);

  return null;
}
