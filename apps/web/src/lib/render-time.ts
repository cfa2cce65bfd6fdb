import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The moment the server rendered the page, on the clock its answers' times are on (the server's on
 * the server; in the browser the phone's, the answers' times shifted alike). While the page is
 * being hydrated, anything rendered from the time (a countdown) uses it, so the browser renders
 * the same second the server sent.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);

const noChange = () => () => undefined;

/**
 * True on the server and while the browser hydrates the server's HTML, false for anything
 * rendered afterwards: what differs between the two (the phone's clock, its settings) waits for
 * false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}

/** The time a component's first render should show: the render's while hydrating, else now. */
export function useInitialNow(): () => number {
  const renderTime = useContext(RenderTimeContext);
  const hydrating = useHydrating();
  return useCallback(
    () => (hydrating && renderTime !== undefined ? renderTime : Date.now()),
    [hydrating, renderTime],
  );
}
