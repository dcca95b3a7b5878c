import { useEffect, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { AUTH_SPINNER_DELAY_MS } from '@/domain/constants';

/** Nothing for the first 3000 ms of waiting (SPEC §2), then a spinner. */
export function DelayedSpinner({ delayMs = AUTH_SPINNER_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <PageSpinner /> : null;
}
