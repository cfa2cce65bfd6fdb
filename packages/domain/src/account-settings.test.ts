import { describe, expect, it } from 'vitest';
import { passwordChangeForm, ProfileForm, UpdateProfileInput } from './account-settings';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? ''), issue.message]),
  );

describe('Personal Information', () => {
  it("keeps a phone typed as '0803 123 4567' or '+234 803 123 4567' in E.164; blank is none", () => {
    expect(ProfileForm.parse({ name: ' Ada Obi ', phone: '0803 123 4567' })).toEqual({
      name: 'Ada Obi',
      phone: '+2348031234567',
    });
    expect(ProfileForm.parse({ name: '', phone: '+234 803 123 4567' })).toEqual({
      name: null,
      phone: '+2348031234567',
    });
    expect(ProfileForm.parse({ name: 'Ada', phone: '  ' })).toEqual({ name: 'Ada', phone: null });
  });

  it('refuses a number that is not Nigerian, and a name over 100 characters', () => {
    expect(issues(ProfileForm.safeParse({ name: 'n'.repeat(101), phone: '555-1234' }))).toEqual({
      name: 'Name must be at most 100 characters.',
      phone: 'Enter a Nigerian phone number, such as 0803 123 4567 or +234 803 123 4567.',
    });
  });

  it('the API takes name and/or phone, and refuses the email or anything else', () => {
    expect(UpdateProfileInput.parse({ phone: '08031234567' })).toEqual({ phone: '+2348031234567' });
    expect(UpdateProfileInput.parse({ name: null, phone: null })).toEqual({ name: null, phone: null });
    expect(issues(UpdateProfileInput.safeParse({ name: 'A', email: 'b@c.ng' }))).toEqual({
      '': 'Only name and phone can be changed here.',
    });
    expect(UpdateProfileInput.safeParse({}).success).toBe(false);
  });
});

describe('Change Password', () => {
  const form = passwordChangeForm({ email: 'ada@example.com', name: 'Ada Obi' });

  it('sends the current and the new password when the rule is met and the two match', () => {
    expect(
      form.parse({
        currentPassword: 'old-secret',
        newPassword: 'Ikoyi-Lights-77',
        confirmPassword: 'Ikoyi-Lights-77',
      }),
    ).toEqual({ currentPassword: 'old-secret', newPassword: 'Ikoyi-Lights-77' });
  });

  it('asks for the current password, and says what is wrong with the new one', () => {
    expect(issues(form.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' }))).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Enter a new password.',
    });
    const check = (newPassword: string, confirmPassword = newPassword) =>
      issues(form.safeParse({ currentPassword: 'old-secret-1', newPassword, confirmPassword }));
    expect(check('Lagos-25')).toEqual({ newPassword: 'Password must be at least 10 characters.' });
    expect(check('ADA OBI forever')).toEqual({
      newPassword: 'Your password must not contain your email or name.',
    });
    expect(check('old-secret-1')).toEqual({
      newPassword: 'Choose a new password that is different from your current one.',
    });
    expect(check('Ikoyi-Lights-77', 'Ikoyi-Lights-78')).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});
