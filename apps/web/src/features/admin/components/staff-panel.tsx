import { PASSWORD_LIMITS, TIMINGS, type StaffMember } from '@better-deals/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { asApiError } from '../../../lib/api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { formatLagosDate } from '../../../lib/format';
import {
  ADMIN_PAGE_SIZE,
  useCreateStaffMutation,
  useGetStaffQuery,
  useUpdateStaffMutation,
} from '../admin-api';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';
import { ROLE_LABELS } from '../admin-gate';
import {
  emptyStaffForm,
  STAFF_FIELDS,
  staffBody,
  staffServerError,
  validateStaffForm,
  type StaffErrors,
  type StaffField,
  type StaffFormValues,
} from '../staff-form';
import { SuccessNote, TextField } from './form-field';
import { Pager } from './pager';

/** A change to a staff account: its role, or whether it may sign in. */
type StaffChange = { disabled: boolean } | { role: StaffMember['role'] };

/**
 * Staff management for super admins: every staff account, a form to create an admin, a role
 * change (admin ↔ super admin) and Disable / Enable, each after a confirmation, neither offered
 * for one's own account (the server refuses both too).
 */
export function StaffPanel({ currentUserId }: { currentUserId: string | undefined }) {
  const [page, setPage] = useState(1);
  const staff = useGetStaffQuery({ page });
  const [updateStaff] = useUpdateStaffMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ member: StaffMember; patch: StaffChange } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TIMINGS.successMessageMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const change = async (member: StaffMember, patch: StaffChange) => {
    setBusyId(member._id);
    setError(null);
    setNotice(null);
    try {
      await updateStaff({ id: member._id, ...patch }).unwrap();
      setNotice(
        'role' in patch
          ? `${member.email} is now ${patch.role === 'superadmin' ? 'a super admin' : 'an admin'}.`
          : `${member.email} is now ${member.disabled ? 'enabled' : 'disabled'}.`,
      );
    } catch (e) {
      if (!isUnauthorized(e)) setError(adminErrorMessage(e, 'staffUpdate'));
    } finally {
      setBusyId(null);
    }
  };

  const count = staff.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="staff-title" className="flex flex-col gap-4">
        <div>
          <h2 id="staff-title" tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            Staff
          </h2>
          <p className="text-sm text-slate-700">
            Staff accounts sign in at /admin. Disabling an account signs it out everywhere at once; a role
            change applies from the account's next step.
          </p>
        </div>
        {notice && <SuccessNote onDismiss={() => setNotice(null)}>{notice}</SuccessNote>}
        {error && <ErrorBanner title="Error!" message={error} />}

        {staff.isError && !staff.isFetching ? (
          <ErrorBanner
            title="Error!"
            message={adminErrorMessage(staff.error, 'staffLoad')}
            onRetry={() => void staff.refetch()}
          />
        ) : !staff.data ? (
          <div className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-busy="true">
            <p role="status" className="sr-only">
              Loading staff...
            </p>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : (
          // Wider than a phone: the table scrolls sideways, and so must be reachable by keyboard.
          <div
            className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
            role="region"
            aria-label="Staff accounts"
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Staff accounts</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Username
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Role
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
                {staff.data.data.map((member) => {
                  const self = member._id === currentUserId;
                  return (
                    <tr key={member._id}>
                      <td className="px-3 py-3 text-slate-900">
                        {member.name ?? <span className="text-slate-600">(no name)</span>}
                        {self && (
                          <Badge tone="brand" className="ml-2">
                            You
                          </Badge>
                        )}
                      </td>
                      <td className="break-all px-3 py-3 text-slate-900">{member.email}</td>
                      <td className="px-3 py-3 text-slate-900">{member.username ?? '—'}</td>
                      <td className="px-3 py-3 text-slate-900">{ROLE_LABELS[member.role]}</td>
                      <td className="px-3 py-3">
                        <Badge tone={member.disabled ? 'danger' : 'success'}>
                          {member.disabled ? 'Disabled' : 'Active'}
                        </Badge>
                        <span className="mt-1 block text-xs text-slate-700">
                          {member.lastLoginAt
                            ? `Last sign-in ${formatLagosDate(new Date(member.lastLoginAt))}`
                            : 'Never signed in'}
                        </span>
                      </td>
                      <td className="px-3 py-3 text-right">
                        {!self && (
                          <div className="flex flex-wrap justify-end gap-2">
                            <Button
                              variant="outline"
                              size="sm"
                              disabled={busyId === member._id}
                              onClick={() =>
                                setAsking({
                                  member,
                                  patch: { role: member.role === 'superadmin' ? 'admin' : 'superadmin' },
                                })
                              }
                              aria-label={`${member.role === 'superadmin' ? 'Make admin' : 'Make super admin'}: ${member.email}`}
                            >
                              {member.role === 'superadmin' ? 'Make admin' : 'Make super admin'}
                            </Button>
                            <Button
                              variant={member.disabled ? 'outline' : 'danger-outline'}
                              size="sm"
                              disabled={busyId === member._id}
                              onClick={() => setAsking({ member, patch: { disabled: !member.disabled } })}
                              aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
                            >
                              {busyId === member._id ? 'Saving...' : member.disabled ? 'Enable' : 'Disable'}
                            </Button>
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {staff.data && (
          <Pager
            headingId="staff-title"
            label="Staff pages"
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            busy={staff.isFetching}
            onPage={setPage}
          />
        )}
      </section>

      <NewAdminForm onCreated={(email) => setNotice(`Admin account created for ${email}.`)} />

      {asking && (
        <ConfirmStaffChange
          {...asking}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void change(asking.member, asking.patch);
          }}
        />
      )}
    </div>
  );
}

/** What each change says before it is made, and its button. */
function changeWords(member: StaffMember, patch: StaffChange) {
  if ('role' in patch)
    return patch.role === 'superadmin'
      ? {
          title: `Make ${member.email} a super admin?`,
          description: 'They will also manage staff and customer accounts and read the audit log.',
          action: 'Make super admin',
        }
      : {
          title: `Make ${member.email} an admin?`,
          description: 'They will keep Products and Orders, and lose Staff, Customers and the Audit log.',
          action: 'Make admin',
        };
  return patch.disabled
    ? {
        title: 'Disable staff account?',
        description: `${member.email} will be signed out everywhere at once and cannot sign in until the account is enabled again.`,
        action: 'Disable account',
      }
    : {
        title: 'Enable staff account?',
        description: `${member.email} will be able to sign in again.`,
        action: 'Enable account',
      };
}

/** Asks before a staff account's role or access changes; Cancel (focused first) or Escape keeps it. */
function ConfirmStaffChange({
  member,
  patch,
  onCancel,
  onConfirm,
}: {
  member: StaffMember;
  patch: StaffChange;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const words = changeWords(member, patch);
  const risky = 'disabled' in patch ? patch.disabled : patch.role === 'superadmin';
  return (
    <Dialog
      title={words.title}
      description={words.description}
      onClose={onCancel}
      initialFocus={cancelButton}
    >
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelButton} variant="neutral" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={risky ? 'danger' : 'primary'} onClick={onConfirm}>
          {words.action}
        </Button>
      </div>
    </Dialog>
  );
}

const FIELD_LABEL: Record<StaffField, string> = {
  email: 'Email',
  username: 'Username',
  password: 'Password',
  name: 'Name',
};

/** A new admin account: email, username, password and an optional name. */
function NewAdminForm({ onCreated }: { onCreated: (email: string) => void }) {
  const [createStaff, creation] = useCreateStaffMutation();
  const [values, setValues] = useState<StaffFormValues>(emptyStaffForm);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<StaffErrors>({});
  const [banner, setBanner] = useState<string | null>(null);

  const errors: StaffErrors = { ...serverErrors, ...(submitted ? validateStaffForm(values) : {}) };

  const set = (field: StaffField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setBanner(null);
    setServerErrors({});
    const found = validateStaffForm(values);
    const first = STAFF_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`staff-${first}`)?.focus();
      return;
    }
    const body = staffBody(values);
    try {
      await createStaff(body).unwrap();
      setValues(emptyStaffForm());
      setSubmitted(false);
      onCreated(body.email);
    } catch (e) {
      if (isUnauthorized(e)) return;
      const api = asApiError(e);
      const fieldError = api ? staffServerError(api) : undefined;
      if (fieldError) {
        setServerErrors({ [fieldError.field]: fieldError.message });
        document.getElementById(`staff-${fieldError.field}`)?.focus();
      }
      setBanner(adminErrorMessage(e, 'staffCreate'));
    }
  };

  const field = (name: StaffField) => ({
    id: `staff-${name}`,
    label: FIELD_LABEL[name],
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <section
      aria-labelledby="new-admin-title"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="new-admin-title" className="text-xl font-bold text-slate-900">
        Create an admin
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        The new admin can manage products. Give them their password in person; they sign in at /admin.
      </p>
      {banner && (
        <div className="mb-4">
          <ErrorBanner title="Error!" message={banner} />
        </div>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('email')} type="email" required autoComplete="off" />
        <TextField
          {...field('username')}
          required
          autoComplete="off"
          hint="Letters, digits, dots, dashes and underscores."
        />
        <TextField
          {...field('password')}
          type="password"
          required
          autoComplete="new-password"
          hint={`At least ${PASSWORD_LIMITS.min} characters.`}
        />
        <TextField {...field('name')} autoComplete="off" hint="Optional." />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={creation.isLoading}>
            {creation.isLoading ? 'Creating...' : 'Create admin'}
          </Button>
        </div>
      </form>
    </section>
  );
}
