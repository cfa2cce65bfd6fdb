import type { StaffMember } from '@better-deals/domain';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** A change to a staff account: its role, or whether it may sign in. */
export type StaffChange = { disabled: boolean } | { role: StaffMember['role'] };

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
export function ConfirmStaffChange({
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
