import type { Notify } from '../use-notification';
import { ActiveSessions } from './active-sessions';
import { AddressBook } from './address-book';
import { ChangePassword } from './change-password';
import { PaymentMethods } from './payment-methods';
import { PersonalInformation } from './personal-information';
import { SettingsCard } from './settings-card';

interface ProfileUser {
  name?: string | null;
  email?: string | null;
}

/**
 * Account settings (spec §2): personal information (as saved on the account), change
 * password (both real: saved on the account), the devices signed in, address book and
 * payment methods (what the store keeps of the customer's cards: none, and the last one used).
 */
export function SettingsPanel({
  user,
  notify,
  headingId,
}: {
  user: ProfileUser | null;
  notify: Notify;
  headingId: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        Account Settings
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <PersonalInformation notify={notify} />
        <ChangePassword user={user} notify={notify} />
        <ActiveSessions notify={notify} />
        <SettingsCard title="Address Book">
          <AddressBook notify={notify} />
        </SettingsCard>
        <SettingsCard title="Payment Methods">
          <PaymentMethods />
        </SettingsCard>
      </div>
    </div>
  );
}
