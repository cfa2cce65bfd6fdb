import { z } from 'zod';
import { nigerianLga } from './nigeria-lgas';
import { ADDRESS_LIMITS, type Address, type AddressList, type AddressSaved } from './address-book';
import { ItemResponseSchema, MessageResponseSchema } from './catalogue';
import { noControlCharacters } from './control-characters';
import { NIGERIAN_STATES, parseNigerianPhone } from './nigeria';
import { StateField } from './orders';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` })
    .max(max, { error: `${field} must be at most ${max} characters.` })
    .check(noControlCharacters(field));

/** Optional text: blank means none (null). */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters.` })
    .check(noControlCharacters(field))
    .nullish()
    .transform((v) => (v ? v : null));

const PHONE_MESSAGE = 'phone must be a Nigerian phone number, like 0803 123 4567.';

const AddressPhone = z
  .string({ error: 'phone is required.' })
  .max(30, { error: PHONE_MESSAGE })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'phone is required.' });
      return z.NEVER;
    }
    const phone = parseNigerianPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

const PostalCode = z
  .string({ error: 'postalCode must be text.' })
  .trim()
  .regex(/^(\d{6})?$/, { error: 'postalCode must be 6 digits, like 100001.' })
  .nullish()
  .transform((v) => (v ? v : null));

/** True when the body is an object whose state and LGA were each read without a problem. */
const stateAndLgaRead = ({
  value,
  issues,
}: {
  value: unknown;
  issues: readonly { path?: PropertyKey[] }[];
}) =>
  typeof value === 'object' &&
  value !== null &&
  !issues.some((issue) => {
    const field = issue.path?.[0];
    return field === undefined || field === 'state' || field === 'lga';
  });

/**
 * A delivery address in the address book, as the form sends it: the phone comes out in E.164,
 * the state and the LGA spelt as the store's lists spell them, blanks as null. The LGA must be
 * one of the state's (checked whenever both the state and the LGA are themselves fine, so the
 * form can show it beside other fields' messages).
 */
export const AddressInput = z
  .object({
    fullName: text('fullName', ADDRESS_LIMITS.fullName),
    phone: AddressPhone,
    state: StateField,
    lga: text('lga', 60),
    city: text('city', ADDRESS_LIMITS.city),
    street: text('street', ADDRESS_LIMITS.street),
    landmark: optionalText('landmark', ADDRESS_LIMITS.landmark),
    postalCode: PostalCode,
    isDefault: z.boolean({ error: 'isDefault must be true or false.' }).optional(),
  })
  .refine((address) => nigerianLga(address.state, address.lga) !== undefined, {
    path: ['lga'],
    error: (issue) => `lga must be a local government area of ${(issue.input as { state: string }).state}.`,
    when: stateAndLgaRead,
  })
  .transform((address) => ({ ...address, lga: nigerianLga(address.state, address.lga) ?? address.lga }));
export type AddressInput = z.output<typeof AddressInput>;
/** The address form's values, as typed. */
export type AddressFormValues = z.input<typeof AddressInput>;

/** An address in the path: its id, a UUID. */
export const AddressIdParams = z.object({ id: z.uuid() });

/** An address as the API answers with it. */
export const AddressSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  phone: z.string(),
  state: z.enum(NIGERIAN_STATES),
  lga: z.string(),
  city: z.string(),
  street: z.string(),
  landmark: z.string().nullable(),
  postalCode: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Address>;

/** GET /api/account/addresses: the default first, then the newest. */
export const AddressListResponseSchema = ItemResponseSchema(
  z.array(AddressSchema),
) satisfies z.ZodType<AddressList>;

/** An address added, changed or made the default: what the store says, and the address. */
export const AddressSavedResponseSchema = MessageResponseSchema.extend({
  data: AddressSchema,
}) satisfies z.ZodType<AddressSaved>;
