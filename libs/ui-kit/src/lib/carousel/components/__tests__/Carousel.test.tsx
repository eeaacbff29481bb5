import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { CAROUSEL_AUTOPLAY_MS } from '../../constants/CAROUSEL_AUTOPLAY_MS';
import { getCarouselOptions } from '../../utils/getCarouselOptions';
import { Carousel, preloadCarousel } from '../Carousel';

const banners = (count: number) => Array.from({ length: count }, (_, index) => <img key={index} src={`/banner-${index}.png`} alt={`Banner ${index + 1}`} />);

const dotLabel = (index: number, total: number) => `Go to banner ${index + 1} of ${total}`;

/** Lets keen-slider's timers and animation frames run. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The browser's quiet moment after the carousel mounted (jsdom has no requestIdleCallback: a timer of 0), when keen-slider takes it over. */
const idle = () => advance(0);

describe('Carousel', () => {
  // keen-slider is its own chunk: load it once, as a page does while its banners load.
  beforeAll(async () => {
    preloadCarousel();
    await vi.dynamicImportSettled();
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loops only with more than one slide, 3 per view with a 19.4 gap', () => {
    expect(getCarouselOptions({ slideCount: 1, slidesPerView: 3, spacing: 19.4 })).toMatchObject({
      loop: false,
      slides: { perView: 3, spacing: 19.4 },
    });
    expect(getCarouselOptions({ slideCount: 2, slidesPerView: 3, spacing: 19.4 }).loop).toBe(true);
  });

  it('renders every slide in a named region with reserved ratio', () => {
    renderWithTheme(
      <Carousel ariaLabel="Promotions" aspectRatio="16 / 9" getSlideLabel={(index, total) => `${index + 1} / ${total}`}>
        {banners(4)}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /\d \/ 4/ })).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Banner 4' })).toBeInTheDocument();
  });

  it('autoplays every 5000 ms with more than one slide', () => {
    const handleSlideChange = vi.fn();
    renderWithTheme(
      <Carousel showPagination getDotLabel={dotLabel} onSlideChange={handleSlideChange}>
        {banners(4)}
      </Carousel>,
    );
    idle();
    expect(screen.getByRole('button', { name: 'Go to banner 1 of 4' })).toHaveAttribute('aria-current', 'true');
    advance(CAROUSEL_AUTOPLAY_MS - 100);
    expect(handleSlideChange).not.toHaveBeenCalled();
    advance(1000);
    expect(handleSlideChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Go to banner 2 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not autoplay nor show dots with a single slide', () => {
    const handleSlideChange = vi.fn();
    renderWithTheme(
      <Carousel showPagination getDotLabel={dotLabel} onSlideChange={handleSlideChange}>
        {banners(1)}
      </Carousel>,
    );
    advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(handleSlideChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes on leave', () => {
    const handleSlideChange = vi.fn();
    renderWithTheme(
      <Carousel ariaLabel="Banners" onSlideChange={handleSlideChange}>
        {banners(3)}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Banners' });
    fireEvent.mouseEnter(region);
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(handleSlideChange).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);
    advance(CAROUSEL_AUTOPLAY_MS + 1000);
    expect(handleSlideChange).toHaveBeenCalledWith(1);
  });

  it('pauses while the tab is hidden', () => {
    const handleSlideChange = vi.fn();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderWithTheme(<Carousel onSlideChange={handleSlideChange}>{banners(3)}</Carousel>);
    advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(handleSlideChange).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(CAROUSEL_AUTOPLAY_MS + 1000);
    expect(handleSlideChange).toHaveBeenCalledWith(1);
  });

  it('moves to a slide from its dot', () => {
    const handleSlideChange = vi.fn();
    renderWithTheme(
      <Carousel showPagination getDotLabel={dotLabel} autoplayMs={0} onSlideChange={handleSlideChange}>
        {banners(4)}
      </Carousel>,
    );
    idle();
    fireEvent.click(screen.getByRole('button', { name: 'Go to banner 3 of 4' }));
    advance(1000);
    expect(handleSlideChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Go to banner 3 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  it('keen-slider takes the carousel over once the browser is idle, or at once when the visitor touches it', () => {
    const handleSlideChange = vi.fn();
    const { unmount } = renderWithTheme(
      <Carousel showPagination getDotLabel={dotLabel} autoplayMs={0} onSlideChange={handleSlideChange}>
        {banners(4)}
      </Carousel>,
    );
    // Before: the first slides are drawn, a dot does nothing yet.
    fireEvent.click(screen.getByRole('button', { name: 'Go to banner 3 of 4' }));
    expect(handleSlideChange).not.toHaveBeenCalled();
    idle();
    fireEvent.click(screen.getByRole('button', { name: 'Go to banner 3 of 4' }));
    advance(1000);
    expect(handleSlideChange).toHaveBeenLastCalledWith(2);
    unmount();

    // A touch does not wait for the quiet moment.
    renderWithTheme(
      <Carousel showPagination getDotLabel={dotLabel} autoplayMs={0} onSlideChange={handleSlideChange}>
        {banners(4)}
      </Carousel>,
    );
    const dot = screen.getByRole('button', { name: 'Go to banner 2 of 4' });
    act(() => {
      fireEvent.pointerDown(dot);
    });
    fireEvent.click(dot);
    advance(1000);
    expect(handleSlideChange).toHaveBeenLastCalledWith(1);
  });

  it('stops autoplay with the pause button and starts it again with play', () => {
    const handleSlideChange = vi.fn();
    renderWithTheme(
      <Carousel ariaLabel="Banners" pauseLabel="Pause banners" playLabel="Play banners" onSlideChange={handleSlideChange}>
        {banners(3)}
      </Carousel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    // Moving the pointer and focus away must not restart it: the pause is the player's choice.
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Banners' }));
    advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(handleSlideChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    fireEvent.focusOut(screen.getByRole('button', { name: 'Pause banners' }));
    advance(CAROUSEL_AUTOPLAY_MS + 1000);
    expect(handleSlideChange).toHaveBeenCalledWith(1);
  });

  it('never autoplays under prefers-reduced-motion and shows no pause button then', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const handleSlideChange = vi.fn();
      renderWithTheme(
        <Carousel
          ariaLabel="Banners"
          pauseLabel="Pause banners"
          playLabel="Play banners"
          showPagination
          getDotLabel={dotLabel}
          onSlideChange={handleSlideChange}
        >
          {banners(3)}
        </Carousel>,
      );
      advance(CAROUSEL_AUTOPLAY_MS * 3);
      expect(handleSlideChange).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
      // The dots still move it by hand.
      fireEvent.click(screen.getByRole('button', { name: 'Go to banner 2 of 3' }));
      advance(1000);
      expect(handleSlideChange).toHaveBeenLastCalledWith(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
