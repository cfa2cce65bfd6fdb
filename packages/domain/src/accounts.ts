import { z } from 'zod';
import { ItemResponseSchema, ListResponseSchema, MessageResponseSchema, PagingQuery } from './catalogue';
import { noControlCharacters } from './control-characters';
import { PASSWORD_LIMITS } from './password-limits';
import { newPasswordProblem, PASSWORD_MESSAGES } from './password-rules';

export const ROLES = ['customer', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** True for roles that may use the admin area. */
export function isStaffRole(role: string | null | undefined): role is 'admin' | 'superadmin' {
  return role === 'admin' || role === 'superadmin';
}

export const STAFF_ROLE_VALUES = ['admin', 'superadmin'] as const;
export type StaffRole = (typeof STAFF_ROLE_VALUES)[number];

export const EmailField = z
  .string({ error: 'email is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'email must be at most 254 characters.' })
  .pipe(z.email({ error: 'email must be a valid email address.' }));

// Never trimmed: spaces are legitimate password characters. The rest of the rule (not common, not
// the owner's email or name) is checked where the owner is known: see password-rules.ts.
const PasswordField = z
  .string({ error: 'password is required.' })
  .min(PASSWORD_LIMITS.min, { error: PASSWORD_MESSAGES.tooShort })
  .max(PASSWORD_LIMITS.max, { error: PASSWORD_MESSAGES.tooLong });

/** An optional display name: blank means none. */
const NameField = z
  .string({ error: 'name must be text.' })
  .trim()
  .max(100, { error: 'name must be at most 100 characters.' })
  .check(noControlCharacters('name'))
  .nullish()
  .transform((v) => (v ? v : null));

// No "@": an identifier with one is always an email, so a username can never shadow someone's email.
const UsernameField = z
  .string({ error: 'username is required.' })
  .trim()
  .min(3, { error: 'username must be at least 3 characters.' })
  .max(32, { error: 'username must be at most 32 characters.' })
  .regex(/^[A-Za-z0-9._-]+$/, {
    error: 'username may only use letters, digits, dots, dashes and underscores.',
  });

/** Customer sign-up. Any other field (such as `role`) is dropped: sign-up always makes a customer. */
export const RegisterInput = z.object({ email: EmailField, password: PasswordField, name: NameField });
export type RegisterInput = z.infer<typeof RegisterInput>;

/** Sign-in by email or username, either case. */
export const LoginInput = z.object({
  identifier: z
    .string({ error: 'identifier is required.' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'identifier is required.' })
    .max(254, { error: 'identifier must be at most 254 characters.' }),
  password: z
    .string({ error: 'password is required.' })
    .min(1, { error: 'password is required.' })
    .max(PASSWORD_LIMITS.max, { error: `password must be at most ${PASSWORD_LIMITS.max} characters.` }),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** What the sign-in and sign-up forms say about their own fields (spec §5). */
export const ACCOUNT_FORM_MESSAGES = {
  identifierMissing: 'Enter your email or username.',
  passwordMissing: 'Enter your password.',
  passwordsDiffer: 'Passwords do not match.',
} as const;

/**
 * A sign-in form (customer or staff): both fields filled in. The identifier is sent trimmed,
 * the password as typed; whether they are right is the server's to say.
 */
export const SignInForm = z.object({
  identifier: z
    .string({ error: ACCOUNT_FORM_MESSAGES.identifierMissing })
    .trim()
    .min(1, { error: ACCOUNT_FORM_MESSAGES.identifierMissing }),
  password: z
    .string({ error: ACCOUNT_FORM_MESSAGES.passwordMissing })
    .min(1, { error: ACCOUNT_FORM_MESSAGES.passwordMissing }),
});
export type SignInForm = z.input<typeof SignInForm>;

/**
 * The sign-up form: the password rule's browser part (at least 10 characters, not the email or
 * the name) and the two passwords matching. Whether the password is one of the 10,000 most
 * common, and every other rule, is the server's to say, in its own words. Out comes the
 * registration body: the email trimmed, the name only when one was typed.
 */
export const SignUpForm = z
  .object({ name: z.string(), email: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const problem = newPasswordProblem(form.password, { email: form.email.trim(), name: form.name.trim() });
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: ACCOUNT_FORM_MESSAGES.passwordsDiffer,
  })
  .transform(({ name, email, password }) => ({
    email: email.trim(),
    password,
    ...(name.trim() !== '' && { name: name.trim() }),
  }));
export type SignUpForm = z.input<typeof SignUpForm>;

/** A new staff account (the role is decided by who creates it, not by this body). */
export const CreateStaffInput = z.object({
  email: EmailField,
  username: UsernameField,
  password: PasswordField,
  name: NameField,
});
export type CreateStaffInput = z.infer<typeof CreateStaffInput>;

/** What a super admin may change about a staff member: other keys are refused, not ignored. */
export const UpdateStaffInput = z
  .strictObject(
    {
      disabled: z.boolean({ error: 'disabled must be true or false.' }).optional(),
      name: NameField.optional(),
      role: z.enum(STAFF_ROLE_VALUES, { error: 'role must be admin or superadmin.' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'Only disabled, name and role can be changed.' : undefined,
    },
  )
  .refine((v) => v.disabled !== undefined || v.name !== undefined || v.role !== undefined, {
    error: 'Nothing to change: send disabled, name or role.',
  });
export type UpdateStaffInput = z.infer<typeof UpdateStaffInput>;

/** The user the sign-in answers carry (spec §7: `data.user`). */
export const PublicUserSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export interface AuthPayload {
  token: string;
  user: PublicUser;
}

/** An access token and whose it is: what signing in, signing up and refreshing answer. */
export const AuthPayloadSchema = z.object({
  token: z.string(),
  user: PublicUserSchema,
}) satisfies z.ZodType<AuthPayload>;

/** Sign-up, sign-in and a password reset: a new session, said in words (the refresh token is a cookie). */
export const AuthResponseSchema = MessageResponseSchema.extend({ data: AuthPayloadSchema });
/** POST /auth/refresh: the session's next access token. */
export const RefreshResponseSchema = ItemResponseSchema(AuthPayloadSchema);
/** GET /auth/me: the signed-in user. */
export const CurrentUserResponseSchema = ItemResponseSchema(PublicUserSchema);

/** A staff account as super admins see it. */
export const StaffMemberSchema = PublicUserSchema.extend({
  username: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** A staff account's address: `/admin/users/:id`. */
export const UserIdParams = z.object({ id: z.uuid({ error: 'id is not a valid user id.' }) });

/**
 * POST /admin/users: a new admin. Only admins are made here; asking for another role is refused
 * rather than silently downgraded.
 */
export const CreateAdminInput = CreateStaffInput.extend({
  role: z
    .literal('admin', {
      error: 'role must be admin: super admins are created with the create-admin command.',
    })
    .optional(),
});
export type CreateAdminInput = z.infer<typeof CreateAdminInput>;

/** GET /admin/users: a page of staff accounts. */
export const StaffListResponseSchema = ListResponseSchema(StaffMemberSchema);
/** POST and PATCH /admin/users: the staff account as it is now, and what was done. */
export const StaffMemberResponseSchema = MessageResponseSchema.extend({ data: StaffMemberSchema });

/** Paging of the admin lists (staff, audit log): `page` and `limit` only. */
export const AdminPageQuery = PagingQuery.pick({ page: true, limit: true });

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'staff.create',
  'staff.update',
  'staff.login',
  'order.status',
  'account.profile',
  'account.password',
  'account.password_reset',
  'customer.disable',
  'customer.enable',
  'account.sessions_ended',
  'session.reuse',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit log entry: who did what to which record, and how it looked before and after. */
export interface AuditEntry {
  _id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The record as it was and as it became: whatever the action kept (JSON). */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
}) satisfies z.ZodType<AuditEntry>;

/** GET /admin/audit: a page of the audit log, newest first. */
export const AuditLogResponseSchema = ListResponseSchema(AuditEntrySchema);
