import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from '../useIdle';

describe('useIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('turns true at the browser’s quiet moment, asked for with the longest wait, and stays true', () => {
    let idle: (() => void) | undefined;
    const request = vi.fn((callback: () => void) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result, rerender } = renderHook(() => useIdle(2000));
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    act(() => idle?.());
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('cancels on unmount, and takes the next task where the browser cannot tell', () => {
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 3),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount, result } = renderHook(() => useIdle(1000));
    unmount();
    expect(cancel).toHaveBeenCalledWith(3);
    expect(result.current).toBe(false);

    vi.unstubAllGlobals();
    vi.useFakeTimers();
    const later = renderHook(() => useIdle(1000));
    expect(later.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(later.result.current).toBe(true);
  });
});
