import { CAROUSEL_SLIDES_PER_VIEW } from '../constants/CAROUSEL_SLIDES_PER_VIEW';

/** `eager` for the slides visible on load, `lazy` for the rest: pass it to slide images. */
export const getCarouselImageLoading = (index: number, slidesPerView: number = CAROUSEL_SLIDES_PER_VIEW): 'eager' | 'lazy' =>
  index < slidesPerView ? 'eager' : 'lazy';
