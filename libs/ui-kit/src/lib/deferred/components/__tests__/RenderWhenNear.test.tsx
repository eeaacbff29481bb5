import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { stubIntersectionObserver, type FakeIntersectionObserver } from '../../testing/stubIntersectionObserver';
import { RenderWhenNear } from '../RenderWhenNear';

let observers: FakeIntersectionObserver[] = [];

const part = () => screen.queryByRole('region', { name: 'Winner board' });

function renderFar() {
  return renderWithTheme(
    <RenderWhenNear estimatedHeight={840}>
      <section aria-label="Winner board">rows</section>
    </RenderWhenNear>,
  );
}

describe('RenderWhenNear', () => {
  beforeEach(() => {
    observers = stubIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('holds the estimated space and renders the part once it comes within a screen', async () => {
    const { container } = renderFar();
    expect(part()).toBeNull();
    const space = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(space).minHeight).toBe('840px');
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px');

    await act(async () => observers[0]?.hit(space));
    expect(part()).toBeInTheDocument();
    // Rendered once, kept: the observer let go of the space.
    expect(observers[0]?.targets.size).toBe(0);
  });

  it('renders the part at the first key, so the keyboard and find in page reach it', async () => {
    renderFar();
    expect(part()).toBeNull();
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Tab' });
    });
    expect(part()).toBeInTheDocument();
  });

  it('renders the part at once when not deferred (a layout that shows it on the first screen)', () => {
    renderWithTheme(
      <RenderWhenNear estimatedHeight={840} deferred={false}>
        <section aria-label="Winner board">rows</section>
      </RenderWhenNear>,
    );
    expect(part()).toBeInTheDocument();
    expect(observers).toEqual([]);
  });

  it('keeps a part it rendered when it becomes deferred (a window narrowed to a phone)', () => {
    const { rerender } = renderWithTheme(
      <RenderWhenNear estimatedHeight={840} deferred={false}>
        <section aria-label="Winner board">rows</section>
      </RenderWhenNear>,
    );
    rerender(
      <RenderWhenNear estimatedHeight={840} deferred>
        <section aria-label="Winner board">rows</section>
      </RenderWhenNear>,
    );
    expect(part()).toBeInTheDocument();
  });

  it('renders the part at once where nothing can tell when it is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderFar();
    expect(part()).toBeInTheDocument();
  });
});
