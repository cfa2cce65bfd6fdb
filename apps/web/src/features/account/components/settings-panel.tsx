import { Button } from '../../../components/ui/button';
import { SIMULATED_MESSAGES } from '../notification';
import { SAMPLE_DEFAULT_CARD } from '../orders';
import type { Notify } from '../use-notification';
import { ActiveSessions } from './active-sessions';
import { AddressBook } from './address-book';
import { ChangePassword } from './change-password';
import { PaymentMethodText } from './order-list';
import { PersonalInformation } from './personal-information';
import { SettingsCard } from './settings-card';

interface ProfileUser {
  name?: string | null;
  email?: string | null;
}

/**
 * Account settings (spec §2): personal information (as saved on the account), change
 * password (both real: saved on the account), the devices signed in, address book and
 * payment methods.
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
          <p className="text-sm font-medium text-slate-600">Default card</p>
          <p className="mt-1 text-slate-800">
            <PaymentMethodText method={SAMPLE_DEFAULT_CARD} />
          </p>
          <Button
            variant="secondary"
            onClick={() => notify(SIMULATED_MESSAGES.paymentUpdated)}
            className="mt-4"
          >
            Manage Payment Methods
          </Button>
        </SettingsCard>
      </div>
    </div>
  );
}
