import { ORDER_STATUS_LABELS, TIMINGS, type AdminOrder, type OrderStatus } from '@better-deals/domain';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/feedback';
import { Field, Textarea } from '../../../components/ui/field';
import { asApiError } from '../../../lib/api';
import { useMoveOrderMutation } from '../admin-api';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';
import { CONFIRMED_MOVES, movedMessage, ORDER_ACTION_LABELS } from '../order-actions';
import { DetailCard } from './detail-card';
import { SuccessNote } from './form-field';

const NOTE_MAX = 500;

/** What a refused or failed move reads as: the server's own words when it gave some. */
function moveErrorMessage(error: unknown): string {
  return asApiError(error)?.serverMessage ?? adminErrorMessage(error, 'orderMove');
}

/** The buttons for the order's next states, an optional note, and the outcome of the last move. */
export function MoveOrder({
  order,
  heading,
}: {
  order: AdminOrder;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const [moveOrder, move] = useMoveOrderMutation();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const noteId = useId();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TIMINGS.successMessageMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const submit = async (status: OrderStatus) => {
    setConfirming(null);
    setNotice(null);
    setError(null);
    try {
      const { order: moved } = await moveOrder({ number: order.number, status, note }).unwrap();
      setNote('');
      setNotice(movedMessage(moved.number, moved.status));
    } catch (e) {
      if (isUnauthorized(e)) return;
      setError(moveErrorMessage(e));
    }
    // The button pressed may be gone (the order moved on): the heading keeps the place.
    heading.current?.focus({ preventScroll: true });
  };

  const press = (status: OrderStatus) => {
    if (CONFIRMED_MOVES.has(status)) setConfirming(status);
    else void submit(status);
  };

  return (
    <DetailCard title="Update status">
      <div className="flex flex-col gap-3">
        {notice && <SuccessNote onDismiss={() => setNotice(null)}>{notice}</SuccessNote>}
        {error && <ErrorBanner title="Error!" message={error} />}
        {order.nextStatuses.length === 0 ? (
          <p className="text-sm text-slate-700">
            This order is {ORDER_STATUS_LABELS[order.status]}: it has no further steps.
          </p>
        ) : (
          <>
            <Field
              id={noteId}
              label="Note (optional)"
              hint="Kept in the order's history, e.g. the courier and waybill number."
            >
              <Textarea
                rows={2}
                value={note}
                maxLength={NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
              />
            </Field>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {order.nextStatuses.map((status) => (
                <Button
                  key={status}
                  variant={status === 'cancelled' ? 'danger-outline' : 'primary'}
                  disabled={move.isLoading}
                  onClick={() => press(status)}
                >
                  {ORDER_ACTION_LABELS[status]}
                </Button>
              ))}
            </div>
            {move.isLoading && (
              <p role="status" className="text-sm text-slate-700">
                Saving...
              </p>
            )}
          </>
        )}
      </div>
      {confirming && (
        <Dialog
          title={`Cancel order ${order.number}?`}
          description="Its items go back into stock and the shopper sees the order as cancelled. This cannot be undone."
          onClose={() => setConfirming(null)}
          initialFocus={keepButton}
        >
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={keepButton} variant="neutral" onClick={() => setConfirming(null)}>
              Keep order
            </Button>
            <Button variant="danger" onClick={() => void submit(confirming)}>
              {ORDER_ACTION_LABELS[confirming]}
            </Button>
          </div>
        </Dialog>
      )}
    </DetailCard>
  );
}
