import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { imageCdn, setImageCdn } from '../../utils/imageCdn';
import { loadedImageCache } from '../../utils/loadedImageCache';
import { LazyImage } from '../LazyImage';
import { stubIntersectionObserver, type FakeIntersectionObserver } from '../../../deferred/testing/stubIntersectionObserver';

let observers: FakeIntersectionObserver[] = [];

function box(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

describe('LazyImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loadedImageCache.clear();
    observers = stubIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The image element by its alt text (before loading starts it has no src, so no img role yet). */
  const image = (alt: string) => document.querySelector(`img[alt="${alt}"]`);

  it('reserves its box and loads only once within 1.3 screens', async () => {
    const { container } = renderWithTheme(<LazyImage src="/a.png" alt="Tile A" width={200} height={100} />);
    expect(box(container)).toHaveAttribute('data-state', 'idle');
    expect(image('Tile A')).not.toHaveAttribute('src');
    expect(observers[0]?.options?.rootMargin).toBe('130% 0px');

    act(() => observers[0]?.hit(box(container)));
    await act(async () => vi.advanceTimersByTime(250));
    const img = image('Tile A');
    expect(img).toHaveAttribute('src', '/a.png');
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '100');
    fireEvent.load(img as HTMLImageElement);
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
  });

  it('loads and shows an image without rendering the component again', async () => {
    let renders = 0;
    const Counted = () => {
      renders += 1;
      return <LazyImage src="/quiet.png" alt="Quiet" width={10} height={10} />;
    };
    const { container } = renderWithTheme(<Counted />);
    const before = renders;
    act(() => observers[0]?.hit(box(container)));
    await act(async () => vi.advanceTimersByTime(250));
    fireEvent.load(image('Quiet') as HTMLImageElement);
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
    expect(renders).toBe(before);
  });

  it('shares one observer between tiles and loads only the tile that came into range', async () => {
    renderWithTheme(
      <>
        <LazyImage src="/one.png" alt="One" width={10} height={10} />
        <LazyImage src="/two.png" alt="Two" width={10} height={10} />
      </>,
    );
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    const [first, second] = [...observer.targets];
    expect(observer.targets.size).toBe(2);

    act(() =>
      observer.callback([
        { isIntersecting: false, target: second },
        { isIntersecting: true, target: first },
      ]),
    );
    await act(async () => vi.advanceTimersByTime(250));
    expect(image('One')).toHaveAttribute('src', '/one.png');
    expect(image('Two')).not.toHaveAttribute('src');
    // The tile that loaded is no longer watched; the other one still is.
    expect([...observer.targets]).toEqual([second]);
  });

  it('stops observing a tile that unmounts before it comes into range', () => {
    const { unmount } = renderWithTheme(<LazyImage src="/gone.png" alt="Gone" width={10} height={10} />);
    expect(observers[0].targets.size).toBe(1);
    unmount();
    expect(observers[0].targets.size).toBe(0);
  });

  it('takes a platform image from the chosen CDN; when the CDN fails, from the platform at once, and drops the CDN', async () => {
    setImageCdn('http://cdn.test');
    const { container } = renderWithTheme(
      <>
        <LazyImage src="/art/1.jpg" alt="Via CDN" width={10} height={10} eager />
        <LazyImage src="https://provider.example/2.jpg" alt="Elsewhere" width={10} height={10} eager />
      </>,
    );
    expect(image('Via CDN')).toHaveAttribute('src', 'http://cdn.test/art/1.jpg');
    expect(image('Elsewhere')).toHaveAttribute('src', 'https://provider.example/2.jpg');
    fireEvent.error(image('Via CDN') as HTMLImageElement);
    expect(image('Via CDN')).toHaveAttribute('src', '/art/1.jpg');
    expect(imageCdn()).toBe('');
    expect(localStorage.getItem('imageCdn')).toBeNull();
    fireEvent.load(image('Via CDN') as HTMLImageElement);
    expect(box(container)).toHaveAttribute('data-state', 'loaded');
  });

  it('loads an eager (LCP) image at once with high priority', () => {
    const { container } = renderWithTheme(<LazyImage src="/hero.png" alt="Hero" width={600} height={240} eager />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('src', '/hero.png');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    expect(observers).toHaveLength(0);
  });

  it('tries 3 times with a pause, then shows the fallback', async () => {
    const { container } = renderWithTheme(<LazyImage src="/broken.png" alt="Broken" width={100} height={100} eager fallback={<span>no image</span>} />);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    // Waiting between attempts: no image element.
    expect(image('Broken')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(400));
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    await act(async () => vi.advanceTimersByTime(800));
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(box(container)).toHaveAttribute('data-state', 'error');
    expect(screen.getByText('no image')).toBeInTheDocument();
  });

  it('keeps a decorative image decorative when it fails (no unnamed img role)', async () => {
    const { container } = renderWithTheme(<LazyImage src="/broken-deco.png" alt="" width={100} height={100} eager />);
    for (const wait of [400, 800, 0]) {
      fireEvent.error(container.querySelector('img') as HTMLImageElement);
      await act(async () => vi.advanceTimersByTime(wait));
    }
    expect(box(container)).toHaveAttribute('data-state', 'error');
    expect(container.querySelector('[role="img"]')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('starts a URL that loaded before at once when mounted again', () => {
    const first = renderWithTheme(<LazyImage src="/seen.png" alt="Seen" width={10} height={10} eager />);
    fireEvent.load(screen.getByRole('img', { name: 'Seen' }));
    first.unmount();
    observers.length = 0;
    renderWithTheme(<LazyImage src="/seen.png" alt="Seen" width={10} height={10} />);
    expect(screen.getByRole('img', { name: 'Seen' })).toHaveAttribute('src', '/seen.png');
    expect(observers).toHaveLength(0);
  });

  it('keeps at most 200 URLs in its cache', () => {
    for (let index = 0; index < 250; index++) loadedImageCache.add(`/img-${index}.png`);
    expect(loadedImageCache.size).toBe(200);
    expect(loadedImageCache.has('/img-0.png')).toBe(false);
    expect(loadedImageCache.has('/img-249.png')).toBe(true);
  });
});
