import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { adminErrorMessage, ADMIN_MESSAGES, isStaleVersion, productLoadMessage } from './admin-errors';

const queryError = (status: number | 'FETCH_ERROR', message: string, code?: string) => ({
  status,
  message,
  ...(code && { code }),
});

describe('admin error banners', () => {
  it('staff with no network see the cause first, then "Failed to fetch products."', () => {
    expect(adminErrorMessage(queryError('FETCH_ERROR', 'No response received from server.'), 'fetch')).toBe(
      'No response received from server. Failed to fetch products.',
    );
  });

  it('a cause without a full stop gets one before the action text', () => {
    expect(adminErrorMessage(new Error('Network down'), 'fetch')).toBe(
      'Network down. Failed to fetch products.',
    );
    expect(adminErrorMessage(queryError(502, 'HTTP error! Status: 502'), 'delete')).toBe(
      'HTTP error! Status: 502. Failed to delete product.',
    );
  });

  it("the server's own message leads a failed save", () => {
    const error = new ApiError('title is required.', 400, 'title is required.');
    expect(adminErrorMessage(error, 'create')).toBe('title is required. Failed to create product.');
    expect(adminErrorMessage(error, 'update')).toBe('title is required. Failed to update product.');
  });

  it('without any message only the action text shows', () => {
    expect(adminErrorMessage(undefined, 'fetch')).toBe(ADMIN_MESSAGES.fetch);
    expect(adminErrorMessage({}, 'delete')).toBe('Failed to delete product.');
    expect(adminErrorMessage(new Error(''), 'create')).toBe('Failed to create product.');
  });

  it("an unknown product on the edit screen reads 'Product not found.' once", () => {
    expect(productLoadMessage(queryError(404, 'Product not found.'))).toBe('Product not found.');
    expect(productLoadMessage(queryError(400, 'id is not a valid product id.'))).toBe('Product not found.');
    expect(productLoadMessage(queryError(500, 'Something went wrong on our side. Please try again.'))).toBe(
      'Something went wrong on our side. Please try again. Failed to load product.',
    );
  });

  it('only a 409 with code stale_version is a stale edit (a taken SKU is not)', () => {
    expect(isStaleVersion(new ApiError('x', 409, 'x', 'stale_version'))).toBe(true);
    expect(isStaleVersion(queryError(409, 'x', 'stale_version'))).toBe(true);
    expect(isStaleVersion(new ApiError('SKU taken', 409, 'SKU taken', 'duplicate_sku'))).toBe(false);
    expect(isStaleVersion(new ApiError('x', 400, 'x', 'stale_version'))).toBe(false);
  });
});
