import { useCallback, useEffect, useState } from 'react';

export type MessageTone = 'success' | 'error';

export interface TimedMessage {
  text: string;
  tone: MessageTone;
}

/**
 * A message that clears itself after `ms` (the coupon and postal-code boxes: 3 s, spec §4).
 * Showing a message again, even the same text, starts its time afresh.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  const show = useCallback((text: string, tone: MessageTone) => setMessage({ text, tone }), []);
  return [message, show] as const;
}
