import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown: `start(n)` shows n and ticks down once a second to 0. Ticks follow the
 * wall clock (a throttled background tab does not stretch it).
 */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      const whole = Math.max(0, Math.ceil(seconds));
      setRemaining(whole);
      if (whole === 0) return;
      endsAt.current = Date.now() + whole * 1000;
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { remaining, running: remaining > 0, start };
}
