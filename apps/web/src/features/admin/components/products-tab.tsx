import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StatusFilter } from '../admin-api';
import { EditProduct, NewProduct } from './product-editor';
import { ProductList } from './product-list';

/** The list's search text (as typed), filters and page: kept while staff open and close the editor. */
export interface ProductListState {
  search: string;
  category: string;
  status: StatusFilter;
  page: number;
}

export const initialListState: ProductListState = { search: '', category: '', status: 'all', page: 1 };

/**
 * Products: the list, the create view and the edit view (spec §4 Admin). The view is in the
 * address (?view=new, ?view=edit&id=...); Back, Cancel and a successful save return to the list.
 */
export function ProductsTab({
  listState,
  onListState,
}: {
  listState: ProductListState;
  onListState: (next: ProductListState) => void;
}) {
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  // Back from the editor the list's heading takes the focus (not on a plain tab switch).
  const [cameBack, setCameBack] = useState(false);
  const view = params.get('view');
  const id = params.get('id');

  const toList = useCallback(
    (message?: string) => {
      setNotice(message ?? null);
      setCameBack(true);
      setParams({ tab: 'products' });
    },
    [setParams],
  );

  if (view === 'new') return <NewProduct onBack={() => toList()} onSaved={toList} />;
  if (view === 'edit' && id) return <EditProduct key={id} id={id} onBack={() => toList()} onSaved={toList} />;
  return (
    <ProductList
      state={listState}
      focusHeading={cameBack}
      onStateChange={onListState}
      notice={notice}
      onNotice={setNotice}
      onAdd={() => {
        setNotice(null);
        setParams({ view: 'new' });
      }}
      onEdit={(productId) => {
        setNotice(null);
        setParams({ view: 'edit', id: productId });
      }}
    />
  );
}
