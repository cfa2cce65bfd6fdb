import { PASSWORD_LIMITS } from '@better-deals/domain';
import { useState, type FormEvent } from 'react';
import { asApiError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/feedback';
import { useCreateStaffMutation } from '../admin-api';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';
import {
  emptyStaffForm,
  STAFF_FIELDS,
  staffBody,
  staffServerError,
  validateStaffForm,
  type StaffErrors,
  type StaffField,
  type StaffFormValues,
} from '../staff-form';
import { TextField } from './form-field';

const FIELD_LABEL: Record<StaffField, string> = {
  email: 'Email',
  username: 'Username',
  password: 'Password',
  name: 'Name',
};

/** A new admin account: email, username, password and an optional name. */
export function NewAdminForm({ onCreated }: { onCreated: (email: string) => void }) {
  const [createStaff, creation] = useCreateStaffMutation();
  const [values, setValues] = useState<StaffFormValues>(emptyStaffForm);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<StaffErrors>({});
  const [banner, setBanner] = useState<string | null>(null);

  const errors: StaffErrors = { ...serverErrors, ...(submitted ? validateStaffForm(values) : {}) };

  const set = (field: StaffField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setBanner(null);
    setServerErrors({});
    const found = validateStaffForm(values);
    const first = STAFF_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`staff-${first}`)?.focus();
      return;
    }
    const body = staffBody(values);
    try {
      await createStaff(body).unwrap();
      setValues(emptyStaffForm());
      setSubmitted(false);
      onCreated(body.email);
    } catch (e) {
      if (isUnauthorized(e)) return;
      const api = asApiError(e);
      const fieldError = api ? staffServerError(api) : undefined;
      if (fieldError) {
        setServerErrors({ [fieldError.field]: fieldError.message });
        document.getElementById(`staff-${fieldError.field}`)?.focus();
      }
      setBanner(adminErrorMessage(e, 'staffCreate'));
    }
  };

  const field = (name: StaffField) => ({
    id: `staff-${name}`,
    label: FIELD_LABEL[name],
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <section
      aria-labelledby="new-admin-title"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="new-admin-title" className="text-xl font-bold text-slate-900">
        Create an admin
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        The new admin can manage products. Give them their password in person; they sign in at /admin.
      </p>
      {banner && (
        <div className="mb-4">
          <ErrorBanner title="Error!" message={banner} />
        </div>
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('email')} type="email" required autoComplete="off" />
        <TextField
          {...field('username')}
          required
          autoComplete="off"
          hint="Letters, digits, dots, dashes and underscores."
        />
        <TextField
          {...field('password')}
          type="password"
          required
          autoComplete="new-password"
          hint={`At least ${PASSWORD_LIMITS.min} characters.`}
        />
        <TextField {...field('name')} autoComplete="off" hint="Optional." />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={creation.isLoading}>
            {creation.isLoading ? 'Creating...' : 'Create admin'}
          </Button>
        </div>
      </form>
    </section>
  );
}
