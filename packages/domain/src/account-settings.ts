import { z } from 'zod';
import { AuthPayloadSchema, ROLES, type PublicUser } from './accounts';
import { ItemResponseSchema, MessageResponseSchema } from './catalogue';
import { noControlCharacters } from './control-characters';
import { parseNigerianPhone } from './nigeria';
import { PASSWORD_LIMITS } from './password-limits';
import { newPasswordProblem, type PasswordOwner } from './password-rules';

/** What the account settings forms and their API say. */
export const ACCOUNT_SETTINGS_MESSAGES = {
  profileUpdated: 'Profile updated.',
  passwordChanged: 'Password changed.',
  phoneInvalid: 'Enter a Nigerian phone number, such as 0803 123 4567 or +234 803 123 4567.',
  nameTooLong: 'Name must be at most 100 characters.',
  onlyNameAndPhone: 'Only name and phone can be changed here.',
  nothingToChange: 'Nothing to change: send name or phone.',
  currentPasswordMissing: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordMissing: 'Enter a new password.',
  samePassword: 'Choose a new password that is different from your current one.',
  passwordsDiffer: 'Passwords do not match.',
  sessionEnded: 'That device has been signed out.',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'No other devices were signed in.'
      : `Signed out ${count} other ${count === 1 ? 'device' : 'devices'}.`,
  sessionNotFound: 'That session has already ended.',
} as const;

/** One device signed in to the account (Account Settings → Active sessions). */
export interface ActiveSession {
  id: string;
  /** Browser and system, read from the device's user agent: 'Chrome on Android'. */
  device: string;
  /** ISO times. */
  signedInAt: string;
  lastSeenAt: string;
  /** The session this request was made with. */
  current: boolean;
}

export const ActiveSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<ActiveSession>;

/** A signed-in device's address: `/account/sessions/:id`; an id that cannot be one has ended. */
export const SessionIdParams = z.object({ id: z.uuid({ error: ACCOUNT_SETTINGS_MESSAGES.sessionNotFound }) });

/** GET /account/sessions: the devices signed in, this one marked. */
export const ActiveSessionsResponseSchema = ItemResponseSchema(z.array(ActiveSessionSchema));
/** POST /account/sessions/sign-out-others: how many other devices were signed out. */
export const OtherSessionsEndedResponseSchema = MessageResponseSchema.extend({
  data: z.object({ ended: z.number().int() }),
});

/** The signed-in shopper's own account, as Account Settings shows it (GET /account). */
export interface AccountProfile {
  _id: string;
  name: string | null;
  email: string;
  /** E.164 (+234…), or null when none was given. */
  phone: string | null;
  role: PublicUser['role'];
}

export const AccountProfileSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
}) satisfies z.ZodType<AccountProfile>;

/** GET /account: the account as Account Settings shows it. */
export const AccountProfileResponseSchema = ItemResponseSchema(AccountProfileSchema);
/** PATCH /account/profile: the account as it is now. */
export const ProfileUpdatedResponseSchema = MessageResponseSchema.extend({ data: AccountProfileSchema });

/** A display name: trimmed, blank means none. */
const ProfileName = z
  .string({ error: 'name must be text.' })
  .trim()
  .max(100, { error: ACCOUNT_SETTINGS_MESSAGES.nameTooLong })
  .check(noControlCharacters('Name'))
  .transform((name) => (name === '' ? null : name));

/** A Nigerian phone number as people write it, kept in E.164; blank means none. */
const ProfilePhone = z
  .string({ error: 'phone must be text.' })
  .trim()
  .max(40, { error: ACCOUNT_SETTINGS_MESSAGES.phoneInvalid })
  .transform((text, ctx) => {
    if (text === '') return null;
    const phone = parseNigerianPhone(text);
    if (phone === null) ctx.addIssue({ code: 'custom', message: ACCOUNT_SETTINGS_MESSAGES.phoneInvalid });
    return phone;
  });

/**
 * PATCH /account/profile: name and phone (null or blank clears either). The email is not
 * changed here, and any other key is refused rather than ignored.
 */
export const UpdateProfileInput = z
  .strictObject(
    {
      name: ProfileName.nullish().transform((v) => v ?? null),
      phone: ProfilePhone.nullish().transform((v) => v ?? null),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? ACCOUNT_SETTINGS_MESSAGES.onlyNameAndPhone : undefined,
    },
  )
  .partial()
  .refine((v) => v.name !== undefined || v.phone !== undefined, {
    error: ACCOUNT_SETTINGS_MESSAGES.nothingToChange,
  });
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

/**
 * POST /account/password. The new password's length is checked here; whether it is common or
 * made of the owner's email or name is the server's to say (it knows both, and the list).
 */
export const ChangePasswordInput = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_SETTINGS_MESSAGES.currentPasswordMissing })
    .min(1, { error: ACCOUNT_SETTINGS_MESSAGES.currentPasswordMissing })
    .max(PASSWORD_LIMITS.max, { error: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong }),
  newPassword: z
    .string({ error: ACCOUNT_SETTINGS_MESSAGES.newPasswordMissing })
    .min(1, { error: ACCOUNT_SETTINGS_MESSAGES.newPasswordMissing }),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** Account settings, Personal Information: name and phone as typed; out comes the API's body. */
export const ProfileForm = z.object({ name: ProfileName, phone: ProfilePhone });
export type ProfileForm = z.input<typeof ProfileForm>;

/**
 * Account settings, Change Password, for the account `owner`: the current password, a new one
 * that passes the browser's part of the rule (length, not the owner's email or name) and
 * differs from the current one, and its confirmation. Out comes the API's body.
 */
export function passwordChangeForm(owner: PasswordOwner) {
  return z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((form, ctx) => {
      if (form.currentPassword === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordMissing,
        });
      }
      const problem =
        form.newPassword === ''
          ? ACCOUNT_SETTINGS_MESSAGES.newPasswordMissing
          : form.newPassword === form.currentPassword
            ? ACCOUNT_SETTINGS_MESSAGES.samePassword
            : newPasswordProblem(form.newPassword, owner);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      else if (form.confirmPassword !== form.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: ACCOUNT_SETTINGS_MESSAGES.passwordsDiffer,
        });
      }
    })
    .transform(({ currentPassword, newPassword }): ChangePasswordInput => ({ currentPassword, newPassword }));
}
export type PasswordChangeForm = z.input<ReturnType<typeof passwordChangeForm>>;

/** The answer to a password change: a fresh token for this device (every other session has ended). */
export interface PasswordChanged {
  token: string;
  user: PublicUser;
}

/** POST /account/password: this device's fresh token (every other device was signed out). */
export const PasswordChangedResponseSchema = MessageResponseSchema.extend({
  data: AuthPayloadSchema satisfies z.ZodType<PasswordChanged>,
});
