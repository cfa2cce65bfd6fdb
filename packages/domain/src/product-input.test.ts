import { describe, expect, it } from 'vitest';
import { KeptImagesInput, ProductInput, normaliseTags } from './product-input';

const valid = {
  title: '  Tecno Spark 20  ',
  price: '89999.50',
  category: 'electronics',
  description: 'A phone.',
  stock: '12',
};

const firstError = (input: unknown) => {
  const r = ProductInput.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('staff fill in the product form', () => {
  it('a valid form is trimmed, the category spelt canonically, and defaults filled in', () => {
    const p = ProductInput.parse(valid);
    expect(p).toMatchObject({
      title: 'Tecno Spark 20',
      price: 89999.5,
      category: 'Electronics',
      stock: 12,
      brand: 'Unknown Brand',
      status: 'active',
      specifications: {},
      tags: [],
      discount: 0,
    });
  });

  it('the discount follows from the original price when left empty', () => {
    expect(ProductInput.parse({ ...valid, price: '75', originalPrice: '100' }).discount).toBe(25);
    // Typed beside both prices, it is kept when it says what they show (rounded either way).
    expect(ProductInput.parse({ ...valid, price: '75', originalPrice: '100', discount: '26' }).discount).toBe(
      26,
    );
  });

  it('a discount that contradicts the two prices is refused, naming the one they show', () => {
    expect(firstError({ ...valid, price: '15000', originalPrice: '30000', discount: '10' })).toBe(
      "discount must be the two prices' 50%, or left empty.",
    );
    // Without an original price there is nothing to contradict.
    expect(ProductInput.safeParse({ ...valid, discount: '10' }).success).toBe(true);
  });

  it.each([
    [{ title: '' }, 'title is required.'],
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters.'],
    [{ price: '0' }, 'price must be above 0.'],
    [{ price: '-5' }, 'price must be above 0.'],
    [{ price: '100000000.01' }, 'price must be at most ₦100,000,000.'],
    [{ price: '10.999' }, 'price must be a number with at most 2 decimals.'],
    [{ price: 'abc' }, 'price must be a number with at most 2 decimals.'],
    [{ price: undefined }, 'price is required.'],
    [{ originalPrice: '50', price: '60' }, 'originalPrice must not be below price.'],
    [{ discount: '101' }, 'discount must be at most 100.'],
    [{ discount: '-1' }, 'discount must be a whole number of 0 or more.'],
    [
      { category: 'Spaceships' },
      'category must be one of: Electronics, Clothing, Home & Garden, Sports, Books, Health & Beauty, Toys, Automotive, Food & Beverage.',
    ],
    [{ stock: '1.5' }, 'stock must be a whole number of 0 or more.'],
    [{ stock: '-3' }, 'stock must be a whole number of 0 or more.'],
    [{ description: '   ' }, 'description is required.'],
    [{ status: 'deleted' }, 'status must be one of: active, draft, archived.'],
    [{ sku: 'has space' }, 'sku may use only letters, digits, dots, dashes and underscores.'],
    [{ specifications: '{not json' }, 'specifications must be valid JSON.'],
    [{ specifications: '["a"]' }, 'specifications must be an object of names and values.'],
    [{ specifications: JSON.stringify({ Weight: 5 }) }, 'specifications values must be text.'],
    [
      { specifications: JSON.stringify({ Weight: 'x'.repeat(201) }) },
      'specifications values must be at most 200 characters.',
    ],
    [{ tags: '"red"' }, 'tags must be a list of text.'],
  ])('%o is refused with a message naming the field', (change, message) => {
    expect(firstError({ ...valid, ...change })).toBe(message);
  });

  it('tags are trimmed, empties dropped and duplicates removed', () => {
    expect(
      ProductInput.parse({ ...valid, tags: JSON.stringify([' phone ', '', 'Phone', 'android', '  ']) }).tags,
    ).toEqual(['phone', 'android']);
    expect(normaliseTags(['a', 'A', ' b'])).toEqual(['a', 'b']);
  });

  it('specifications arrive as JSON text and come out as an object of short strings', () => {
    expect(ProductInput.parse({ ...valid, specifications: '{"RAM":" 8 GB "}' }).specifications).toEqual({
      RAM: '8 GB',
    });
  });

  it('kept images may be sent as image objects or public ids, in order', () => {
    expect(
      KeptImagesInput.parse(JSON.stringify([{ url: '/uploads/b-640.webp', public_id: 'b' }, 'a'])),
    ).toEqual(['b', 'a']);
    expect(KeptImagesInput.safeParse('{}').success).toBe(false);
  });
});
