import { useEffect, useState } from 'react';

/** The time now, renewed every minute: the tiles' elapsed times move on their own. */
export function useMinuteClock(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
