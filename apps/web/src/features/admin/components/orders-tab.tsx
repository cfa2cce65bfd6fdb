import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OrderList, type OrderListState } from './order-list';
import { OrderView } from './order-view';

/**
 * Orders: the filtered list and one order's page (?tab=orders&order=BD-…), so Back, reloads and
 * shared links keep the place. The list's filters live in the workspace and survive a visit to an order.
 */
export function OrdersTab({
  listState,
  onListState,
}: {
  listState: OrderListState;
  onListState: (next: OrderListState) => void;
}) {
  const [params, setParams] = useSearchParams();
  // Back from an order the list's heading takes the focus (not on a plain tab switch).
  const [cameBack, setCameBack] = useState(false);
  const number = params.get('order');

  const toList = useCallback(() => {
    setCameBack(true);
    setParams({ tab: 'orders' });
  }, [setParams]);

  if (number) return <OrderView key={number} number={number} onBack={toList} />;
  return <OrderList state={listState} onStateChange={onListState} focusHeading={cameBack} />;
}
