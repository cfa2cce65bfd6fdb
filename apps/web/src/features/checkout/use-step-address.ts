import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';
import {
  CHECKOUT_STEPS,
  nearestStep,
  searchOfStep,
  stepOfSearch,
  type CheckoutAction,
  type CheckoutState,
  type CheckoutStep,
} from './checkout-flow';

/** How the address follows a step the shopper moves to: a new entry, back one, or in place. */
export type AddressMove = 'push' | 'back' | 'replace';

/**
 * The checkout's step in the address (`/checkout?step=payment`, decision 039). Each step the
 * shopper moves on to is a new entry of the tab's history, so a phone's Back button returns to
 * the step before instead of leaving the checkout, and Forward and a reload show the step again
 * when its details are still there (else the nearest step before it). Returns `act`, which
 * dispatches an action and says how the address follows it if it moves the shopper.
 */
export function useStepAddress(
  state: CheckoutState,
  dispatch: Dispatch<CheckoutAction>,
): (action: CheckoutAction, move: AddressMove) => void {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const asked = stepOfSearch(search);
  // The move the last action asked for, and the step it was made from.
  const move = useRef<{ how: AddressMove; from: CheckoutStep } | null>(null);
  // Entries this page has pushed and not gone back through: its own Back goes back through one.
  const pushed = useRef(0);
  // The entry shown when this page last moved the address, until the move lands. The router
  // applies a move as a transition, so on a busy phone the page can render again (its state
  // changed) while the address still names the step before: that is not the shopper moving.
  const movedFrom = useRef<string | null>(null);

  useEffect(() => {
    if (movedFrom.current !== null) {
      if (movedFrom.current === key) return;
      movedFrom.current = null;
    }
    const go = (to: To | number, replace = false) => {
      movedFrom.current = key;
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, { replace });
    };
    const shown = state.step;
    const asks = move.current;
    // An action that moved the shopper: the address follows it, once.
    if (asks && asks.from !== shown) {
      move.current = null;
      if (asked === shown) return;
      const to = { pathname, search: searchOfStep(shown) };
      if (asks.how === 'push') {
        pushed.current++;
        go(to);
      } else if (asks.how === 'back' && pushed.current > 0) {
        pushed.current--;
        go(-1);
      } else {
        go(to, true);
      }
      return;
    }
    if (asked === shown) return;
    // The address moved (Back, Forward, a reload): the page follows it as far as it can.
    move.current = null;
    // Back from the confirmation of an order placed here: the steps before it are done with, so
    // Back leaves the checkout at once instead of through each of their entries.
    if (shown === 'confirmation' && pushed.current > 0) {
      const through = pushed.current;
      pushed.current = 0;
      go(-through);
      return;
    }
    const target = nearestStep(state, asked);
    if (target !== shown) {
      const earlier = CHECKOUT_STEPS.indexOf(target) < CHECKOUT_STEPS.indexOf(shown);
      pushed.current = earlier ? Math.max(0, pushed.current - 1) : pushed.current + 1;
      dispatch({ type: 'visit', step: target });
    }
    if (target !== asked) go({ pathname, search: searchOfStep(target) }, true);
  }, [asked, key, state, pathname, navigate, dispatch]);

  return useCallback(
    (action: CheckoutAction, how: AddressMove) => {
      move.current = { how, from: state.step };
      dispatch(action);
    },
    [dispatch, state.step],
  );
}
