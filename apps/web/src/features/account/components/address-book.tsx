import { ADDRESS_LIMITS, localPhone, type Address, type AddressInput } from '@better-deals/domain';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { asApiError } from '../../../lib/api';
import { usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import {
  useAddAddressMutation,
  useAddressBook,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  useUpdateAddressMutation,
} from '../addresses-api';
import type { Notify } from '../use-notification';
import type { AddressSaveResult } from './address-form';

// The form brings zod and the 774 LGAs with it: it loads when first opened (or when idle).
const loadForm = () => import('./address-form');
const AddressForm = lazy(() => loadForm().then((m) => ({ default: m.AddressForm })));
const preloadForm = () => void loadForm().catch(() => undefined);

const FAILED = 'Something went wrong. Please try again.';

/** The store's words for a failed call, or a plain apology when it did not answer. */
const failure = (error: unknown) => asApiError(error)?.serverMessage ?? asApiError(error)?.message ?? FAILED;

/** An address's lines, as a rider reads them. */
function addressLines(a: Address): string[] {
  return [
    a.street,
    ...(a.landmark ? [a.landmark] : []),
    `${a.city}, ${a.lga}`,
    [a.state, a.postalCode].filter(Boolean).join(' '),
    localPhone(a.phone),
  ];
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/**
 * The Address Book (account settings): the customer's saved delivery addresses, one of them
 * the default the checkout starts from. Add, edit, delete (after a confirmation) and choose
 * the default; every change is the store's, and the popup says how it went.
 */
export function AddressBook({ notify }: { notify: Notify }) {
  const { owner, user, book } = useAddressBook();
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [deleteAddress, deletion] = useDeleteAddressMutation();
  const [setDefault, defaulting] = useSetDefaultAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const fullNoteId = useId();
  usePreloadWhenIdle(preloadForm);

  if (owner === null || book.isLoading) {
    return (
      <div role="status" aria-label="Loading your addresses" className="flex flex-col gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  if (book.isError && !book.data) {
    return (
      <ErrorBanner
        message="We could not load your addresses."
        onRetry={() => void book.refetch()}
        retrying={book.isFetching}
      />
    );
  }

  const addresses = book.data ?? [];
  const full = addresses.length >= ADDRESS_LIMITS.perCustomer;

  const close = () => {
    setEditing(null);
    // Back where the shopper was: the button that opens the form.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const save = async (input: AddressInput): Promise<AddressSaveResult> => {
    const result =
      editing?.kind === 'edit'
        ? await updateAddress({ owner, id: editing.address._id, address: input })
        : await addAddress({ owner, address: input });
    if ('error' in result) return { ok: false, message: failure(result.error) };
    notify(result.data.message);
    close();
    return { ok: true };
  };

  const makeDefault = async (address: Address) => {
    setActionError(null);
    const result = await setDefault({ owner, id: address._id });
    if ('error' in result) {
      setActionError(failure(result.error));
      return;
    }
    notify(result.data.message);
    // Its 'Make default' is gone: the focus stays with the address, on its first button.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-address="${CSS.escape(address._id)}"] button`)?.focus(),
    );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setActionError(null);
    const result = await deleteAddress({ owner, id: deleting._id });
    setDeleting(null);
    if ('error' in result) setActionError(failure(result.error));
    else notify(result.data.message);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <div className="flex flex-col gap-4">
      {addresses.length === 0 ? (
        <p className="text-slate-700">
          You have no saved addresses yet. Add one and checkout fills it in for you.
        </p>
      ) : (
        <ul ref={list} aria-label="Saved addresses" className="flex flex-col gap-3">
          {addresses.map((address) => (
            <li
              key={address._id}
              data-address={address._id}
              className="rounded-lg border border-slate-200 p-3"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold text-slate-900">{address.fullName}</p>
                {address.isDefault && <Badge tone="brand">Default</Badge>}
              </div>
              <address className="mt-1 text-sm text-slate-700 not-italic">
                {addressLines(address).map((line, i) => (
                  <span key={i} className="block break-words">
                    {line}
                  </span>
                ))}
              </address>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing({ kind: 'edit', address })}>
                  Edit<span className="sr-only"> {address.street}</span>
                </Button>
                {!address.isDefault && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={defaulting.isLoading}
                    onClick={() => void makeDefault(address)}
                  >
                    Make default<span className="sr-only"> for {address.street}</span>
                  </Button>
                )}
                <Button variant="danger-outline" size="sm" onClick={() => setDeleting(address)}>
                  Delete<span className="sr-only"> {address.street}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div role="alert">{actionError && <p className="font-medium text-red-700">{actionError}</p>}</div>

      {editing ? (
        <Suspense fallback={<p role="status">Loading the address form...</p>}>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address._id : 'new'}
            address={editing.kind === 'edit' ? editing.address : null}
            fullName={user?.name ?? ''}
            offerDefault={editing.kind === 'edit' ? !editing.address.isDefault : addresses.length > 0}
            onSave={save}
            onCancel={close}
          />
        </Suspense>
      ) : (
        <div className="flex flex-col gap-1">
          <Button
            ref={addButton}
            variant="secondary"
            className="self-start"
            disabled={full}
            aria-describedby={full ? fullNoteId : undefined}
            onClick={() => {
              setActionError(null);
              setEditing({ kind: 'new' });
            }}
          >
            Add address
          </Button>
          {full && (
            <p id={fullNoteId} className="text-sm text-slate-600">
              Your address book is full ({ADDRESS_LIMITS.perCustomer} addresses): delete one to add another.
            </p>
          )}
        </div>
      )}

      {deleting && (
        <Dialog
          title="Delete this address?"
          description={`${deleting.street}, ${deleting.city}, ${deleting.state}`}
          onClose={() => setDeleting(null)}
          initialFocus={cancelDelete}
          size="sm"
        >
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancelDelete} variant="neutral" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={deletion.isLoading} onClick={() => void confirmDelete()}>
              {deletion.isLoading ? 'Deleting...' : 'Delete address'}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
