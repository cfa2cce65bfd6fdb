import { TIMINGS } from '@better-deals/domain';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { initialNotification, notificationReducer } from './notification';

/**
 * The notification popup's state: `show(message)` opens it, `close()` hides it, and it hides
 * itself after the success-message time (5 s).
 */
export function useNotification() {
  const [state, dispatch] = useReducer(notificationReducer, initialNotification);
  const show = useCallback((message: string) => dispatch({ type: 'show', message }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  useEffect(() => {
    if (!state.visible) return;
    const timer = setTimeout(close, TIMINGS.successMessageMs);
    return () => clearTimeout(timer);
  }, [state.visible, state.serial, close]);

  return useMemo(
    () => ({ visible: state.visible, message: state.message, show, close }),
    [state.visible, state.message, show, close],
  );
}

export type Notify = (message: string) => void;
