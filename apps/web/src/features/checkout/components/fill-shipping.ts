import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** A field of the checkout found by its exact label, as a shopper reads it. */
const checkoutField = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/** Types a complete Lagos delivery address and contact details into the shipping step (tests). */
export async function fillShipping(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(checkoutField('Full name'), 'Chiamaka Obi');
  await user.type(checkoutField('Email'), 'chiamaka@example.com');
  await user.type(checkoutField('Phone'), '0803 123 4567');
  await user.type(checkoutField('Address line 1'), '12 Admiralty Way');
  await user.type(checkoutField('City'), 'Lekki');
  await user.selectOptions(checkoutField('State'), 'Lagos');
  await user.type(checkoutField('Postal code'), '105102');
}
