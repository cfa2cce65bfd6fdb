import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../lib/test-helpers';
import {
  emptyProductForm,
  firstErrorField,
  formFromProduct,
  humaniseMessage,
  previewOf,
  productFields,
  serverFieldError,
  validateProductForm,
  type ProductFormValues,
} from './product-form';

const filled = (patch: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  title: 'Galaxy A15',
  price: '189999.99',
  category: 'Electronics',
  stock: '12',
  description: 'A phone.',
  ...patch,
});

describe('the product form is checked with the server rules', () => {
  it('an admin who saves an empty form sees each required field named, title first', () => {
    const errors = validateProductForm(emptyProductForm(), 0);
    expect(errors).toMatchObject({
      title: 'Title is required.',
      price: 'Price is required.',
      category: 'Category is required.',
      stock: 'Stock is required.',
      description: 'Description is required.',
      images: 'Add at least one image.',
    });
    expect(firstErrorField(errors)).toBe('title');
  });

  it('a complete form with one image passes', () => {
    expect(validateProductForm(filled(), 1)).toEqual({});
  });

  it('a price with three decimals or of zero is refused at the price', () => {
    expect(validateProductForm(filled({ price: '10.999' }), 1).price).toBe(
      'Price must be a number with at most 2 decimals.',
    );
    expect(validateProductForm(filled({ price: '0' }), 1).price).toBe('Price must be above 0.');
  });

  it('an original price below the price is explained at the original price', () => {
    expect(validateProductForm(filled({ price: '5000', originalPrice: '4000' }), 1)).toEqual({
      originalPrice: 'Original price must not be below price.',
    });
  });

  it('stock must be a whole number and the discount at most 100', () => {
    const errors = validateProductForm(filled({ stock: '2.5', discount: '120' }), 1);
    expect(errors.stock).toBe('Stock must be a whole number of 0 or more.');
    expect(errors.discount).toBe('Discount must be at most 100.');
  });

  it('a SKU with spaces is refused with the server wording', () => {
    expect(validateProductForm(filled({ sku: 'ab cd' }), 1).sku).toBe(
      'SKU may use only letters, digits, dots, dashes and underscores.',
    );
  });

  it('a specification value without a name, or two with one name, is flagged', () => {
    const blankName = filled({ specifications: [{ id: 'a', name: ' ', value: 'Black' }] });
    expect(validateProductForm(blankName, 1).specifications).toBe('Specification names must not be empty.');
    const twice = filled({
      specifications: [
        { id: 'a', name: 'Colour', value: 'Black' },
        { id: 'b', name: 'colour', value: 'Blue' },
      ],
    });
    expect(validateProductForm(twice, 1).specifications).toBe(
      'Specification names must be different: "colour" is used twice.',
    );
  });

  it('more than 20 tags or a tag over 40 characters is refused at the tags', () => {
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(', ');
    expect(validateProductForm(filled({ tags: many }), 1).tags).toBe('Tags may have at most 20 entries.');
    expect(validateProductForm(filled({ tags: 'x'.repeat(41) }), 1).tags).toBe(
      'Each tag must be at most 40 characters.',
    );
  });

  it('nine images are one too many', () => {
    expect(validateProductForm(filled(), 9).images).toBe('A product may have at most 8 images.');
  });
});

describe('form values and the multipart text fields', () => {
  it('tags typed as a comma-separated string are sent as a JSON list, trimmed, empties dropped', () => {
    const fields = productFields(filled({ tags: ' phone, android,, 5g ,Phone' }));
    expect(JSON.parse(fields.tags!)).toEqual(['phone', 'android', '5g']);
  });

  it('specification rows are sent as JSON text; wholly empty rows are skipped', () => {
    const fields = productFields(
      filled({
        specifications: [
          { id: 'a', name: ' Colour ', value: ' Black ' },
          { id: 'b', name: '', value: '' },
        ],
      }),
    );
    expect(JSON.parse(fields.specifications!)).toEqual({ Colour: 'Black' });
  });

  it('every field the server reads is sent, optional ones empty when left empty', () => {
    expect(productFields(filled())).toEqual({
      title: 'Galaxy A15',
      price: '189999.99',
      originalPrice: '',
      discount: '',
      brand: '',
      category: 'Electronics',
      description: 'A phone.',
      stock: '12',
      sku: '',
      status: 'active',
      specifications: '{}',
      tags: '[]',
    });
  });

  it('editing a saved product fills every field; a discount that follows from the prices stays empty', () => {
    const product = makeProduct({
      title: 'Kettle',
      price: 8000,
      originalPrice: 10000,
      discount: 20,
      specifications: { Capacity: '1.7 L' },
      tags: ['kitchen', 'tea'],
      status: 'draft',
    });
    const values = formFromProduct(product);
    expect(values).toMatchObject({
      title: 'Kettle',
      price: '8000',
      originalPrice: '10000',
      discount: '',
      status: 'draft',
      tags: 'kitchen, tea',
    });
    expect(values.specifications.map(({ name, value }) => [name, value])).toEqual([['Capacity', '1.7 L']]);
    expect(formFromProduct({ ...product, discount: 35 }).discount).toBe('35');
  });
});

describe("the server's refusals land at their field", () => {
  it("a 400 that names the field shows at that field in the form's words", () => {
    expect(serverFieldError({ status: 400, message: 'x', serverMessage: 'price must be above 0.' })).toEqual({
      field: 'price',
      message: 'Price must be above 0.',
    });
    expect(
      serverFieldError({
        status: 400,
        message: 'x',
        serverMessage: 'tags.0: each tag must be at most 40 characters.',
      }),
    ).toEqual({ field: 'tags', message: 'Each tag must be at most 40 characters.' });
    expect(
      serverFieldError({ status: 400, message: 'x', serverMessage: 'images: add at least one image.' }),
    ).toEqual({
      field: 'images',
      message: 'Add at least one image.',
    });
  });

  it('a taken SKU (409 duplicate_sku) shows at the SKU', () => {
    expect(
      serverFieldError({
        status: 409,
        message: 'x',
        serverMessage: 'A product with SKU "ELE-1" already exists.',
        code: 'duplicate_sku',
      }),
    ).toEqual({ field: 'sku', message: 'A product with SKU "ELE-1" already exists.' });
  });

  it('a refused file (415) or too large an upload (413) shows at the images', () => {
    expect(
      serverFieldError({
        status: 415,
        message: 'x',
        serverMessage: 'images[1]: only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
      }),
    ).toEqual({ field: 'images', message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.' });
    expect(
      serverFieldError({ status: 413, message: 'x', serverMessage: 'Each image must be at most 5 MB.' }),
    ).toEqual({
      field: 'images',
      message: 'Each image must be at most 5 MB.',
    });
  });

  it('a message about no field (or no message at all) stays in the banner only', () => {
    expect(
      serverFieldError({ status: 400, message: 'x', serverMessage: 'version is required: reload.' }),
    ).toBeUndefined();
    expect(serverFieldError({ status: 400, message: 'x' })).toBeUndefined();
    expect(serverFieldError({ status: 500, message: 'x', serverMessage: 'title is bad' })).toBeUndefined();
  });

  it('contract messages read as sentences', () => {
    expect(humaniseMessage('specifications', 'specifications values must be text.')).toBe(
      'Specification values must be text.',
    );
    expect(humaniseMessage('category', 'category must be one of: Books.')).toBe(
      'Category must be one of: Books.',
    );
  });
});

describe('the live preview reads the form as the store would show it', () => {
  it('an empty discount follows from the prices; unreadable numbers show as zero', () => {
    const preview = previewOf(filled({ price: '7500', originalPrice: '10000', stock: 'abc' }));
    expect(preview).toMatchObject({ price: 7500, originalPrice: 10000, discount: 25, stock: 0 });
  });

  it('a typed discount wins; an empty title and brand show placeholders', () => {
    const preview = previewOf({ ...emptyProductForm(), discount: '15', tags: 'a, b' });
    expect(preview).toMatchObject({
      title: 'Product title',
      brand: 'Unknown Brand',
      discount: 15,
      tags: ['a', 'b'],
    });
  });
});
