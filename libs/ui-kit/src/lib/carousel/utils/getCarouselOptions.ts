import type { KeenSliderOptions } from 'keen-slider/react';

export interface GetCarouselOptionsInput {
  slideCount: number;
  slidesPerView: number;
  spacing: number;
}

/** keen-slider options: loop only when there is more than one slide (docs/product/content.md). */
export function getCarouselOptions({ slideCount, slidesPerView, spacing }: GetCarouselOptionsInput): KeenSliderOptions {
  return {
    loop: slideCount > 1,
    initial: 0,
    renderMode: 'precision',
    slides: { perView: slidesPerView, spacing },
  };
}

/** Whether the carousel autoplays: only with more than one slide and a positive interval. */
export const shouldAutoplay = (slideCount: number, autoplayMs: number) => slideCount > 1 && autoplayMs > 0;
