import type { Product } from '@better-deals/domain';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { ErrorBanner, PageLoader } from '../../../components/ui/feedback';
import { useAppDispatch } from '../../../lib/use-app-dispatch';
import { adminApi, selectListedProduct, useGetAdminProductQuery } from '../admin-api';
import { isNotFound, isUnauthorized, productLoadMessage } from '../admin-errors';
import { BackButton, ProductEditor, type EditorExits } from './product-editor-form';

/** The create view. */
export function NewProduct(exits: EditorExits) {
  return <ProductEditor {...exits} />;
}

/**
 * The edit view: the product from the loaded list when it is there, else fetched ('Failed to
 * load product.' / 'Product not found.'). The form keeps the version it opened with until staff
 * choose to load the latest one.
 */
export function EditProduct({ id, ...exits }: EditorExits & { id: string }) {
  const dispatch = useAppDispatch();
  const listed = useSelector((state: Parameters<typeof selectListedProduct>[0]) =>
    selectListedProduct(state, id),
  );
  const [snapshot, setSnapshot] = useState<Product | undefined>(listed);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const fetched = useGetAdminProductQuery(id, {
    skip: snapshot !== undefined,
    refetchOnMountOrArgChange: true,
  });

  if (snapshot === undefined && fetched.currentData) setSnapshot(fetched.currentData);

  const loadLatest = async () => {
    setReloadError(null);
    const result = await dispatch(
      adminApi.endpoints.getAdminProduct.initiate(id, { forceRefetch: true, subscribe: false }),
    );
    if (result.data) setSnapshot(result.data);
    else if (!isUnauthorized(result.error)) setReloadError(productLoadMessage(result.error));
  };

  if (!snapshot) {
    if (fetched.isError) {
      return (
        <div className="flex flex-col gap-4">
          <BackButton onBack={exits.onBack} />
          <h2 className="text-2xl font-bold text-slate-900">Edit Product</h2>
          <ErrorBanner
            title="Error!"
            message={productLoadMessage(fetched.error)}
            onRetry={isNotFound(fetched.error) ? undefined : () => void fetched.refetch()}
            retrying={fetched.isFetching}
          />
        </div>
      );
    }
    return <PageLoader message="Loading product..." />;
  }

  return (
    <ProductEditor
      key={`${snapshot._id}@${snapshot.version}`}
      product={snapshot}
      onLoadLatest={loadLatest}
      loadError={reloadError}
      {...exits}
    />
  );
}
