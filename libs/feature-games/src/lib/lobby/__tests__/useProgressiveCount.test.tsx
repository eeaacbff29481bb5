import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from '../hooks/useProgressiveCount';

describe('useProgressiveCount', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () =>
    act(() => {
      const run = frames;
      frames = [];
      run.forEach((callback) => callback(performance.now()));
    });

  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first page at once, then an appended page step by step, one step per frame', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 14), { initialProps: { total: 0 } });
    rerender({ total: 42 });
    expect(result.current).toBe(42);

    rerender({ total: 84 });
    expect(result.current).toBe(42);
    nextFrame();
    expect(result.current).toBe(56);
    nextFrame();
    expect(result.current).toBe(70);
    nextFrame();
    expect(result.current).toBe(84);
    nextFrame();
    expect(result.current).toBe(84);
  });

  it('shows a shorter list (new filters) at once', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 14), { initialProps: { total: 84 } });
    rerender({ total: 12 });
    expect(result.current).toBe(12);
  });
});
