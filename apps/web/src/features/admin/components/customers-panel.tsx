import { localPhone, TIMINGS, type AdminCustomer } from '@better-deals/domain';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { formatLagosDate, plural } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';
import { useGetCustomersQuery, useSetCustomerDisabledMutation } from '../customers-api';
import { SuccessNote } from './form-field';
import { Pager } from './pager';
import { ListLoading, ListEmpty } from './list-states';

/**
 * Customer accounts for super admins: find one by email, name or phone, and disable it (every
 * session it has ends at once) or enable it again, each after a confirmation.
 */
export function CustomersPanel() {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(typed.trim(), TIMINGS.searchDebounceMs);
  const list = useGetCustomersQuery({ q, page });
  const [pending, setPending] = useState<AdminCustomer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TIMINGS.successMessageMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const data = list.data;
  const pageCount = Math.max(1, data?.pages ?? 1);

  return (
    <section aria-labelledby="customers-title" className="flex flex-col gap-4">
      <div>
        <h2 id="customers-title" tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Customers
        </h2>
        <p className="text-sm text-slate-700">
          Disabling an account signs the customer out everywhere at once and stops them signing in until it is
          enabled again.
        </p>
        {data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {plural(data.count, 'customer')}
            {q ? ' found' : ''}
          </p>
        )}
      </div>

      <div
        role="search"
        aria-label="Find customers"
        className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        <Field label="Email, name or phone" id="admin-customers-search">
          <Input
            type="search"
            value={typed}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. ada@example.com or 0803 123 4567"
            onChange={(event) => {
              setTyped(event.target.value);
              setPage(1);
            }}
          />
        </Field>
      </div>

      {notice && <SuccessNote onDismiss={() => setNotice(null)}>{notice}</SuccessNote>}

      {list.isError && !list.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={adminErrorMessage(list.error, 'customersLoad')}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <ListLoading label="Loading customers..." />
      ) : data.data.length === 0 ? (
        <ListEmpty>{q ? 'No customers match your search.' : 'No customers yet.'}</ListEmpty>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Customer accounts</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3">
                  Email
                </th>
                <th scope="col" className="px-3 py-3">
                  Name
                </th>
                <th scope="col" className="px-3 py-3">
                  Phone
                </th>
                <th scope="col" className="px-3 py-3">
                  Joined
                </th>
                <th scope="col" className="px-3 py-3">
                  Status
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.data.map((customer) => (
                <tr key={customer._id}>
                  <td className="break-all px-3 py-3 text-slate-900">{customer.email}</td>
                  <td className="px-3 py-3 text-slate-900">
                    {customer.name ?? <span className="text-slate-600">(no name)</span>}
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 text-slate-900">
                    {customer.phone ? localPhone(customer.phone) : '—'}
                  </td>
                  <td className="whitespace-nowrap px-3 py-3 text-slate-900">
                    {formatLagosDate(new Date(customer.createdAt))}
                  </td>
                  <td className="px-3 py-3">
                    <Badge tone={customer.disabled ? 'danger' : 'success'}>
                      {customer.disabled ? 'Disabled' : 'Active'}
                    </Badge>
                  </td>
                  <td className="px-3 py-3 text-right">
                    <Button
                      variant={customer.disabled ? 'outline' : 'danger-outline'}
                      size="sm"
                      onClick={() => {
                        setNotice(null);
                        setPending(customer);
                      }}
                      aria-label={`${customer.disabled ? 'Enable' : 'Disable'} ${customer.email}`}
                    >
                      {customer.disabled ? 'Enable' : 'Disable'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager
          headingId="customers-title"
          label="Customer pages"
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          busy={list.isFetching}
          onPage={setPage}
        />
      )}

      {pending && (
        <ConfirmDialog
          customer={pending}
          onCancel={() => setPending(null)}
          onDone={(message) => {
            setPending(null);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}

/**
 * Asks before an account is disabled or enabled, then makes the change. A refusal keeps the
 * dialog open with the server's reason; Cancel (focused first), Escape or a press outside closes it.
 */
function ConfirmDialog({
  customer,
  onCancel,
  onDone,
}: {
  customer: AdminCustomer;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [setDisabled, change] = useSetCustomerDisabledMutation();
  const [error, setError] = useState<string | null>(null);
  const disabling = !customer.disabled;

  const confirm = async () => {
    setError(null);
    try {
      await setDisabled({ id: customer._id, disabled: disabling }).unwrap();
      onDone(`${customer.email} is now ${disabling ? 'disabled' : 'enabled'}.`);
    } catch (e) {
      if (isUnauthorized(e)) {
        onCancel();
        return;
      }
      setError(adminErrorMessage(e, 'customerUpdate'));
    }
  };

  return (
    <Dialog
      title={disabling ? 'Disable customer account?' : 'Enable customer account?'}
      description={
        disabling
          ? `${customer.email} will be signed out everywhere at once and cannot sign in until the account is enabled again.`
          : `${customer.email} will be able to sign in again.`
      }
      onClose={change.isLoading ? () => undefined : onCancel}
      initialFocus={cancelButton}
    >
      {error && (
        <div className="mt-4">
          <ErrorBanner title="Error!" message={error} />
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelButton} variant="neutral" onClick={onCancel} disabled={change.isLoading}>
          Cancel
        </Button>
        <Button
          variant={disabling ? 'danger' : 'primary'}
          disabled={change.isLoading}
          onClick={() => void confirm()}
        >
          {change.isLoading ? 'Saving...' : disabling ? 'Disable account' : 'Enable account'}
        </Button>
      </div>
    </Dialog>
  );
}
