import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SIMULATED_MESSAGES } from '../notification';
import { SettingsPanel } from './settings-panel';

function renderSettings() {
  const notify = vi.fn();
  render(
    <SettingsPanel
      user={{ name: 'Ada Obi', email: 'ada@example.com' }}
      notify={notify}
      headingId="settings"
    />,
  );
  return { notify, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

// The forms' checks (zod) load on demand: in the browser while the shopper types, long before
// they send. Here they are loaded before the first test, as the shopper would find them.
beforeAll(() => import('../settings-resolvers'));

describe('account settings', () => {
  it('a shopper finds their name and email filled in, and Update Profile says it worked', async () => {
    const { notify, user } = renderSettings();
    expect(field('Name').value).toBe('Ada Obi');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Phone').type).toBe('tel');
    await user.type(field('Phone'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(notify).toHaveBeenCalledWith(SIMULATED_MESSAGES.profileUpdated);
  });

  it('a shopper who changes their password is told so, and the three boxes are emptied', async () => {
    const { notify, user } = renderSettings();
    await user.type(field('Current Password'), 'old-secret');
    await user.type(field('New Password'), 'new-secret');
    await user.type(field('Confirm New Password'), 'other-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    // Simulated: no rule, not even the match (spec §5).
    expect(notify).toHaveBeenCalledWith(SIMULATED_MESSAGES.passwordChange);
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(field(label).value).toBe('');
    }
  });
});
