import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a moment, ticking once a second; `start(n)` begins a new countdown. */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until === 0) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1_000);
  }, []);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1_000)), start };
}
