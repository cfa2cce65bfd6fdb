import type { Address } from '@better-deals/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { sessionActions } from '../../session/session-slice';
import { AddressBook } from './address-book';

const me = { _id: 'user-1', name: 'Chiamaka Obi', email: 'chiamaka@example.com', role: 'customer' } as const;

function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    _id: 'lekki',
    fullName: 'Chiamaka Obi',
    phone: '+2348031234567',
    state: 'Lagos',
    lga: 'Eti-Osa',
    city: 'Lekki Phase 1',
    street: '12 Admiralty Way',
    landmark: 'Opposite the filling station',
    postalCode: '105102',
    isDefault: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A small address book server: GET lists `book`, the changes edit it (the default rules kept
 * simple: the test only looks at what the screen shows after the store's answer).
 */
function fakeStore(initial: Address[]) {
  let book = [...initial];
  const calls: { path: string; options: RequestOptions }[] = [];
  let refuseNext: ApiError | null = null;
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => {
    calls.push({ path, options });
    const method = options.method ?? 'GET';
    if (refuseNext && method !== 'GET') {
      const error = refuseNext;
      refuseNext = null;
      throw error;
    }
    if (path === '/account/addresses' && method === 'GET') {
      return { success: true, data: [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) };
    }
    if (path === '/account/addresses' && method === 'POST') {
      const body = options.body as Address;
      const address = makeAddress({ ...body, _id: `new-${book.length}`, isDefault: book.length === 0 });
      book.push(address);
      return { success: true, message: 'Address added.', data: address };
    }
    const def = /^\/account\/addresses\/([^/]+)\/default$/.exec(path);
    if (def && method === 'POST') {
      book = book.map((a) => ({ ...a, isDefault: a._id === def[1] }));
      return { success: true, message: 'Default address changed.', data: book.find((a) => a._id === def[1]) };
    }
    const one = /^\/account\/addresses\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      book = book.filter((a) => a._id !== one[1]);
      return { success: true, message: 'Address deleted.' };
    }
    throw new ApiError('HTTP error! Status: 404', 404, 'Not found.');
  });
  return {
    request: request as unknown as ApiRequest,
    calls,
    refuseNextChange: (error: ApiError) => {
      refuseNext = error;
    },
  };
}

function renderBook(fake: ReturnType<typeof fakeStore>) {
  const notify = vi.fn();
  const { storage } = memoryStorage({ token: 'customer-token' });
  const store = makeStore({ storage, request: fake.request });
  store.dispatch(sessionActions.setUser(me));
  render(
    <Provider store={store}>
      <AddressBook notify={notify} />
    </Provider>,
  );
  return { notify, user: userEvent.setup() };
}

const select = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLSelectElement;
const optionTexts = (el: HTMLSelectElement) => [...el.options].map((o) => o.text);

// The form and its checks load on demand: here before the first test, as a shopper's browser
// would have them by the time they open the form.
beforeAll(() => import('./address-form'));

describe('the address book', () => {
  it('a customer with no addresses is told so, and choosing a state lists only its LGAs', async () => {
    const { user } = renderBook(fakeStore([]));
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    const lga = (await screen.findByLabelText('LGA', { exact: true })) as HTMLSelectElement;
    expect(lga.disabled).toBe(true);
    await user.selectOptions(select('State'), 'Kano');
    expect(lga.disabled).toBe(false);
    expect(optionTexts(lga)).toHaveLength(1 + 44);
    expect(optionTexts(lga)).toContain('Kano Municipal');
    expect(optionTexts(lga)).not.toContain('Ikeja');
    await user.selectOptions(lga, 'Kano Municipal');

    // Another state: its own list, and the LGA chosen before is gone.
    await user.selectOptions(select('State'), 'Federal Capital Territory');
    expect(lga.value).toBe('');
    expect(optionTexts(lga).slice(1)).toEqual([
      'Abaji',
      'Abuja Municipal',
      'Bwari',
      'Gwagwalada',
      'Kuje',
      'Kwali',
    ]);
  });

  it('a customer adds an address: wrong fields are named under them, then it is saved', async () => {
    const fake = fakeStore([]);
    const { user, notify } = renderBook(fake);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    // Their name is filled in from the account.
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Chiamaka Obi');

    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.type(within(form).getByLabelText('Postal code (optional)'), '1051');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(
      await within(form).findByText('Phone must be a Nigerian phone number, like 0803 123 4567.'),
    ).toBeTruthy();
    expect(within(form).getByText('State is required.')).toBeTruthy();
    expect(within(form).getByText('Street address is required.')).toBeTruthy();
    expect(within(form).getByText('Postal code must be 6 digits, like 100001.')).toBeTruthy();
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.filter((c) => c.options.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '0803 123 4567');
    await user.clear(within(form).getByLabelText('Postal code (optional)'));
    await user.selectOptions(select('State'), 'Lagos');
    await user.selectOptions(select('LGA'), 'Eti-Osa');
    await user.type(within(form).getByLabelText('City or area'), 'Lekki Phase 1');
    await user.type(within(form).getByLabelText('Street address'), '12 Admiralty Way');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Address added.'));
    const [sent] = fake.calls.filter((c) => c.options.method === 'POST');
    expect(sent?.options.body).toMatchObject({
      fullName: 'Chiamaka Obi',
      phone: '+2348031234567',
      state: 'Lagos',
      lga: 'Eti-Osa',
      city: 'Lekki Phase 1',
      street: '12 Admiralty Way',
      landmark: null,
      postalCode: null,
    });
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getByText('12 Admiralty Way', { selector: 'address span' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
  });

  it('a refusal from the store is shown under the field it names', async () => {
    const fake = fakeStore([makeAddress()]);
    const { user } = renderBook(fake);
    await user.click(await screen.findByRole('button', { name: 'Edit 12 Admiralty Way' }));
    const form = await screen.findByRole('form', { name: 'Edit address' });
    fake.refuseNextChange(
      new ApiError('HTTP error! Status: 400', 400, 'lga must be a local government area of Lagos.'),
    );
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('LGA must be a local government area of Lagos.')).toBeTruthy();
  });

  it('a customer makes their second address the default', async () => {
    const fake = fakeStore([
      makeAddress(),
      makeAddress({
        _id: 'ibadan',
        street: '4 Awolowo Avenue',
        city: 'Bodija',
        state: 'Oyo',
        lga: 'Ibadan North',
        isDefault: false,
      }),
    ]);
    const { user, notify } = renderBook(fake);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Default')).toBeTruthy();
    // The default has no button to make it the default.
    expect(screen.queryByRole('button', { name: 'Make default for 12 Admiralty Way' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make default for 4 Awolowo Avenue' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Default address changed.'));
    expect(fake.calls.some((c) => c.path === '/account/addresses/ibadan/default')).toBe(true);
    await waitFor(() => {
      const [top] = within(list).getAllByRole('listitem');
      expect(within(top!).getByText('4 Awolowo Avenue', { selector: 'address span' })).toBeTruthy();
      expect(within(top!).getByText('Default')).toBeTruthy();
    });
    expect(within(list).getAllByText('Default')).toHaveLength(1);
    // Its 'Make default' gone, the focus stays with the address it was pressed on.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 4 Awolowo Avenue' })),
    );
  });

  it('deleting asks first: Cancel keeps the address, Delete address removes it', async () => {
    const fake = fakeStore([makeAddress()]);
    const { user, notify } = renderBook(fake);
    await user.click(await screen.findByRole('button', { name: 'Delete 12 Admiralty Way' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls.some((c) => c.options.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete 12 Admiralty Way' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Address deleted.'));
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeTruthy();
  });
});
