import { z } from 'zod';
import { AdminPageQuery } from './accounts';
import { emptyToUndefined, ListResponseSchema, MessageResponseSchema } from './catalogue';

/** Super admins' customer list: a page, and optionally text to find (email, name or phone). */
export const AdminCustomerQuery = AdminPageQuery.extend({
  q: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, { error: 'q must be at most 100 characters.' }).optional(),
  ),
});
export type AdminCustomerQuery = z.output<typeof AdminCustomerQuery>;

/** A customer account's address: `/admin/customers/:id`. */
export const CustomerIdParams = z.object({ id: z.uuid({ error: 'id is not a valid customer id.' }) });

/** What a super admin may change about a customer: only whether the account is disabled. */
export const UpdateCustomerInput = z.strictObject(
  { disabled: z.boolean({ error: 'disabled must be true or false.' }) },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only disabled can be changed.' : undefined),
  },
);
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerInput>;

/** A customer account as super admins see it (never its password or tokens). */
export interface AdminCustomer {
  _id: string;
  email: string;
  name: string | null;
  /** E.164 (+234…), or null when the customer has not given one. */
  phone: string | null;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export const AdminCustomerSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
}) satisfies z.ZodType<AdminCustomer>;

/** GET /admin/customers: a page of customers, with the page's number and how many pages there are. */
export const AdminCustomerListResponseSchema = ListResponseSchema(AdminCustomerSchema).extend({
  page: z.number().int(),
  pages: z.number().int(),
});
/** PATCH /admin/customers/:id: the account as it is now, and whether it was disabled or enabled. */
export const AdminCustomerResponseSchema = MessageResponseSchema.extend({ data: AdminCustomerSchema });
