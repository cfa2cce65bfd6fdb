import type { Product } from '@better-deals/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest } from '../../../lib/api-client';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { FakeUploadRequest } from '../fake-upload-request';
import { EditProduct, NewProduct } from './product-editor';

beforeEach(() => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEditor(
  editor: (exits: { onBack: () => void; onSaved: (message: string) => void }) => React.ReactNode,
  answer: (path: string) => unknown = () => undefined,
) {
  const request = vi.fn(async (path: string) => answer(path));
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  const onSaved = vi.fn();
  render(
    <Provider store={store}>
      <MemoryRouter>{editor({ onBack: vi.fn(), onSaved })}</MemoryRouter>
    </Provider>,
  );
  return { request, onSaved, user: userEvent.setup({ applyAccept: false }) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const preview = () => screen.getByRole('region', { name: 'Live preview' });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

async function fillNewProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), 'Desk lamp');
  await user.type(field('Price (₦)'), '12000');
  await user.selectOptions(field('Category'), 'Home & Garden');
  await user.type(field('Stock'), '2');
  await user.type(field('Description'), 'A warm light.');
  await user.upload(screen.getByLabelText('Choose images'), png('lamp.png'));
}

describe('adding a product', () => {
  it('an admin who saves an empty form sees each required field named, and the focus goes to the title', async () => {
    const { user } = renderEditor((exits) => <NewProduct {...exits} />);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.');
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Title'))).toBe('Title is required.');
    expect(description(field('Price (₦)'))).toBe('Price is required.');
    expect(description(field('Category'))).toBe('Category is required.');
    expect(description(field('Stock'))).toBe('Stock is required.');
    expect(description(field('Description'))).toBe('Description is required.');
    expect(screen.getByText('Add at least one image.')).toBeTruthy();
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });

  it('the live preview shows the product as the store will, as the admin types', async () => {
    const { user } = renderEditor((exits) => <NewProduct {...exits} />);
    await user.type(field('Title'), 'Electric Kettle');
    await user.type(field('Price (₦)'), '8000');
    await user.type(field('Original price (₦)'), '10000');

    expect(within(preview()).getAllByText('Electric Kettle').length).toBeGreaterThan(0);
    expect(within(preview()).getAllByText('-20%').length).toBeGreaterThan(0);
    expect(within(preview()).getByText('You save ₦2,000')).toBeTruthy();
    await user.selectOptions(field('Status'), 'draft');
    expect(within(preview()).getByText('Draft: hidden from shoppers until it is made active.')).toBeTruthy();
  });

  it('an original price below the price is explained there, and goes once the price is put right', async () => {
    const { user } = renderEditor((exits) => <NewProduct {...exits} />);
    await fillNewProduct(user);
    await user.clear(field('Price (₦)'));
    await user.type(field('Price (₦)'), '5000');
    await user.type(field('Original price (₦)'), '4000');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() =>
      expect(description(field('Original price (₦)'))).toContain('Original price must not be below price.'),
    );
    await user.clear(field('Price (₦)'));
    await user.type(field('Price (₦)'), '3000');
    await waitFor(() => expect(field('Original price (₦)').getAttribute('aria-invalid')).toBeNull());
  });

  it('a new specification row takes the focus; a value without a name is flagged at the specifications', async () => {
    const { user } = renderEditor((exits) => <NewProduct {...exits} />);
    await fillNewProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name of specification 1'));
    await user.type(screen.getByLabelText('Value of specification 1'), 'Black');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Specification names must not be empty.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Name of specification 1')),
    );
  });

  it('a picked image becomes the Primary one; a file that is not an image is left out, named', async () => {
    const { user } = renderEditor((exits) => <NewProduct {...exits} />);
    await user.upload(screen.getByLabelText('Choose images'), [
      png('lamp.png'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
    ]);

    const images = screen.getByRole('list', { name: 'Product images, in order' });
    expect(within(images).getByRole('img', { name: 'Image 1: lamp.png' })).toBeTruthy();
    expect(within(images).getByText('Primary')).toBeTruthy();
    expect(screen.getByText('"notes.txt" is not a JPEG, PNG, WebP, GIF or AVIF image.')).toBeTruthy();
  });

  it('an admin who makes image 2 the primary one keeps the focus on that image, and hears the move', async () => {
    const { user } = renderEditor((exits) => <NewProduct {...exits} />);
    await user.upload(screen.getByLabelText('Choose images'), [png('front.png'), png('side.png')]);
    await user.click(screen.getByRole('button', { name: 'Make image 2 primary' }));

    const images = screen.getByRole('list', { name: 'Product images, in order' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Image 1: side.png', 'Image 2: front.png']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 1 right' }));
    expect(screen.getByText('side.png moved to position 1 of 2, now the primary image.')).toBeTruthy();
  });

  it('a complete form is uploaded with its progress shown, and the admin is told it was created', async () => {
    const { user, onSaved } = renderEditor((exits) => <NewProduct {...exits} />);
    await fillNewProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    const upload = FakeUploadRequest.sent[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.body?.get('title')).toBe('Desk lamp');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);

    upload.complete(201, { success: true, data: makeProduct({ title: 'Desk lamp' }) });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Product "Desk lamp" created.'));
  });

  it('a taken SKU is shown at the SKU, which takes the focus', async () => {
    const { user, onSaved } = renderEditor((exits) => <NewProduct {...exits} />);
    await fillNewProduct(user);
    await user.type(field('SKU'), 'ELE-1');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    FakeUploadRequest.sent[0]!.complete(409, {
      success: false,
      message: 'A product with SKU "ELE-1" already exists.',
      code: 'duplicate_sku',
    });

    await waitFor(() => expect(document.activeElement).toBe(field('SKU')));
    expect(field('SKU').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('SKU'))).toContain('A product with SKU "ELE-1" already exists.');
    expect(screen.getByRole('alert').textContent).toContain('Failed to create product.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("a picture the server refuses is explained in people's words, in the banner as under the field", async () => {
    const { user } = renderEditor((exits) => <NewProduct {...exits} />);
    await fillNewProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    FakeUploadRequest.sent[0]!.complete(400, {
      success: false,
      message: 'images[0]: only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
    });

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Only JPEG, PNG, WebP, GIF or AVIF images are accepted. Failed to create product.',
      ),
    );
    expect(screen.getByRole('alert').textContent).not.toContain('images[0]');
  });
});

describe('editing a product', () => {
  const kettle: Product = makeProduct({
    _id: 'kettle',
    title: 'Kettle',
    price: 8000,
    originalPrice: 10000,
    discount: 20,
    specifications: { Capacity: '1.7 L' },
    tags: ['kitchen', 'tea'],
    version: 3,
  });

  it('a product not in the loaded list is fetched, and opens with every field filled', async () => {
    const { request } = renderEditor(
      (exits) => <EditProduct id="kettle" {...exits} />,
      () => ({ success: true, data: kettle }),
    );
    expect(screen.getByText('Loading product...')).toBeTruthy();

    expect(((await screen.findByLabelText('Title', { exact: true })) as HTMLInputElement).value).toBe(
      'Kettle',
    );
    expect(request).toHaveBeenCalledWith('/products/kettle', expect.anything());
    expect(field('Original price (₦)').value).toBe('10000');
    // A discount that follows from the two prices stays empty, so it keeps following them.
    expect(field('Discount (%)').value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Tags' }) as HTMLInputElement).value).toBe('kitchen, tea');
    expect((screen.getByLabelText('Value of specification 1') as HTMLInputElement).value).toBe('1.7 L');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it("an unknown product says 'Product not found.' with no Retry", async () => {
    renderEditor(
      (exits) => <EditProduct id="gone" {...exits} />,
      () => {
        throw new ApiError('Product not found.', 404, 'Product not found.');
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Product not found.');
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
  });

  it('a save based on an old version is explained, and the latest version can be loaded', async () => {
    let latest = kettle;
    const { user } = renderEditor(
      (exits) => <EditProduct id="kettle" {...exits} />,
      () => ({ success: true, data: latest }),
    );
    await user.clear(await screen.findByLabelText('Stock', { exact: true }));
    await user.type(field('Stock'), '9');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    expect(FakeUploadRequest.sent[0]!.body?.get('version')).toBe('3');
    FakeUploadRequest.sent[0]!.complete(409, { success: false, message: 'Changed.', code: 'stale_version' });

    expect(await screen.findByText('This product has changed')).toBeTruthy();
    latest = { ...kettle, title: 'Kettle (new)', stock: 5, version: 4 };
    await user.click(screen.getByRole('button', { name: 'Load latest version' }));
    await waitFor(() => expect(field('Title').value).toBe('Kettle (new)'));
    expect(field('Stock').value).toBe('5');
    expect(screen.queryByText('This product has changed')).toBeNull();
  });
});
