import { CreateStaffInput } from '@better-deals/domain';

/** The new-admin form, as typed. */
export interface StaffFormValues {
  email: string;
  username: string;
  password: string;
  name: string;
}
export type StaffField = keyof StaffFormValues;
export type StaffErrors = Partial<Record<StaffField, string>>;

export const STAFF_FIELDS: readonly StaffField[] = ['email', 'username', 'password', 'name'];
const isStaffField = (key: string): key is StaffField => (STAFF_FIELDS as readonly string[]).includes(key);

export const emptyStaffForm = (): StaffFormValues => ({ email: '', username: '', password: '', name: '' });

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The body POST /admin/users takes: a blank name is no name. */
export function staffBody(values: StaffFormValues): {
  email: string;
  username: string;
  password: string;
  name: string | null;
} {
  return {
    email: values.email.trim(),
    username: values.username.trim(),
    password: values.password,
    name: values.name.trim() === '' ? null : values.name.trim(),
  };
}

/** Checks the form with the server's own contract (CreateStaffInput): one message per wrong field. */
export function validateStaffForm(values: StaffFormValues): StaffErrors {
  const result = CreateStaffInput.safeParse(staffBody(values));
  if (result.success) return {};
  const errors: StaffErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (isStaffField(key) && errors[key] === undefined) errors[key] = capitalise(issue.message);
  }
  return errors;
}

/**
 * The field a refused creation is about: a taken email or username (409), or the field a 400
 * names first ('username must be at least 3 characters.', 'email: ...').
 */
export function staffServerError(failure: {
  status?: number | string;
  serverMessage?: string;
}): { field: StaffField; message: string } | undefined {
  const text = failure.serverMessage;
  if (text === undefined) return undefined;
  if (failure.status === 409) {
    if (/email/i.test(text)) return { field: 'email', message: text };
    if (/username/i.test(text)) return { field: 'username', message: text };
    return undefined;
  }
  if (failure.status !== 400) return undefined;
  const match = /^([a-z]+)(:\s*|\s)/i.exec(text);
  const key = match?.[1]?.toLowerCase();
  if (key !== undefined && isStaffField(key)) {
    return {
      field: key,
      message: capitalise(match?.[2]?.startsWith(':') ? text.slice(match[0].length) : text),
    };
  }
  // The password rule's own sentences ('This password is too common…') start with no field name.
  if (/\bpassword\b/i.test(text)) return { field: 'password', message: text };
  return undefined;
}
