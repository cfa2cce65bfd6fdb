import { TIMINGS, type StaffMember } from '@better-deals/domain';
import { useEffect, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/feedback';
import { ADMIN_PAGE_SIZE, useGetStaffQuery, useUpdateStaffMutation } from '../admin-api';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';
import { ConfirmStaffChange, type StaffChange } from './confirm-staff-change';
import { SuccessNote } from './form-field';
import { NewAdminForm } from './new-admin-form';
import { Pager } from './pager';
import { StaffTable } from './staff-table';
import { ListLoading } from './list-states';

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
          <ListLoading label="Loading staff..." />
        ) : (
          <StaffTable
            members={staff.data.data}
            currentUserId={currentUserId}
            busyId={busyId}
            onAsk={(member, patch) => setAsking({ member, patch })}
          />
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
