import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsCountdownSeconds } from '../../sms/utils/smsCountdownSeconds';
import { SMS_SEND_THROTTLE_MS } from '../constants/SMS_SEND_THROTTLE_MS';
import { useCountdown } from '../hooks/useCountdown';
import { useThrottledCallback } from '../hooks/useThrottledCallback';

describe('timings', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('countdown shows n seconds, ticks once a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('throttle runs at most once per interval (leading edge)', () => {
    const calls: number[] = [];
    const { result } = renderHook(() => useThrottledCallback((n: number) => calls.push(n), SMS_SEND_THROTTLE_MS));
    result.current(1);
    result.current(2);
    vi.advanceTimersByTime(999);
    result.current(3);
    vi.advanceTimersByTime(1);
    result.current(4);
    expect(calls).toEqual([1, 4]);
    expect(SMS_SEND_THROTTLE_MS).toBe(1000);
  });

  it('SMS countdown: expiredMinutes × 60 s, or until expirationTime', () => {
    const sent = { expiredMinutes: 5, expirationTime: 1_000_000 + 90_500 };
    expect(smsCountdownSeconds(sent, 'expiredMinutes')).toBe(300);
    expect(smsCountdownSeconds(sent, 'expirationTime', 1_000_000)).toBe(91);
    expect(smsCountdownSeconds(sent, 'expirationTime', 2_000_000)).toBe(0);
  });
});
