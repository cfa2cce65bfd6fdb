/** Who the overview greets when the account has neither a name nor an email. */
const FALLBACK_CUSTOMER_NAME = 'Better Customer';

/** The name the overview greets: the user's name, else their email, else 'Better Customer'. */
export function greetingName(
  user: { name?: string | null; email?: string | null } | null | undefined,
): string {
  const name = user?.name?.trim();
  if (name) return name;
  const email = user?.email?.trim();
  if (email) return email;
  return FALLBACK_CUSTOMER_NAME;
}
