import type { StaffMember } from '@better-deals/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatLagosDate } from '../../../lib/format';
import { ROLE_LABELS } from '../admin-gate';
import type { StaffChange } from './confirm-staff-change';

/**
 * Staff accounts as a table: name, email, username, role, status with the last sign-in, and the
 * role change and Disable / Enable buttons (none on one's own row).
 */
export function StaffTable({
  members,
  currentUserId,
  busyId,
  onAsk,
}: {
  members: StaffMember[];
  currentUserId: string | undefined;
  /** The account whose change is being saved. */
  busyId: string | null;
  /** A button pressed: the change to confirm. */
  onAsk: (member: StaffMember, patch: StaffChange) => void;
}) {
  return (
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
          {members.map((member) => {
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
                          onAsk(member, { role: member.role === 'superadmin' ? 'admin' : 'superadmin' })
                        }
                        aria-label={`${member.role === 'superadmin' ? 'Make admin' : 'Make super admin'}: ${member.email}`}
                      >
                        {member.role === 'superadmin' ? 'Make admin' : 'Make super admin'}
                      </Button>
                      <Button
                        variant={member.disabled ? 'outline' : 'danger-outline'}
                        size="sm"
                        disabled={busyId === member._id}
                        onClick={() => onAsk(member, { disabled: !member.disabled })}
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
  );
}
