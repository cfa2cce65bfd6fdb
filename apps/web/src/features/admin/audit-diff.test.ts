import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../lib/test-helpers';
import { auditActor, auditChanges, auditTarget, auditTime, fieldLabel, formatAuditValue } from './audit-diff';

describe('the audit log in words', () => {
  it('a super admin sees only the fields an edit changed, prices in naira', () => {
    const before = makeProduct({ title: 'Fan', price: 25000, stock: 4, version: 1, updatedAt: 'a' });
    const after = { ...before, price: 22000.5, stock: 3, version: 2, updatedAt: 'b' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'Price', before: '₦25,000.00', after: '₦22,000.50' },
      { field: 'Stock', before: '4', after: '3' },
    ]);
  });

  it('a creation lists what was set, from nothing', () => {
    const changes = auditChanges(null, { email: 'ada@bd.ng', role: 'admin', disabled: false, name: null });
    expect(changes).toEqual([
      { field: 'Email', before: null, after: 'ada@bd.ng' },
      { field: 'Role', before: null, after: 'admin' },
      { field: 'Disabled', before: null, after: 'no' },
    ]);
  });

  it('a disabled account reads Disabled: no → yes', () => {
    expect(auditChanges({ disabled: false }, { disabled: true })).toEqual([
      { field: 'Disabled', before: 'no', after: 'yes' },
    ]);
  });

  it('images are counted, lists joined, specifications written out, long text shortened', () => {
    const image = { url: '/u/a.webp', public_id: 'a' };
    expect(formatAuditValue('images', [image, image])).toBe('2 images');
    expect(formatAuditValue('tags', ['tea', 'kitchen'])).toBe('tea, kitchen');
    expect(formatAuditValue('tags', [])).toBe('(none)');
    expect(formatAuditValue('specifications', { Colour: 'Black', Size: 'L' })).toBe('Colour: Black; Size: L');
    expect(formatAuditValue('description', 'x'.repeat(200))).toHaveLength(140);
  });

  it('names what the entry was about and who did it', () => {
    expect(
      auditTarget({ before: null, after: { title: 'Fan' }, entityType: 'product', entityId: 'p1' }),
    ).toBe('Fan');
    expect(
      auditTarget({ before: { email: 'a@b.ng' }, after: null, entityType: 'user', entityId: 'u1' }),
    ).toBe('a@b.ng');
    expect(auditTarget({ before: null, after: null, entityType: 'user', entityId: 'u1' })).toBe('user u1');
    expect(auditActor({ actorEmail: null })).toBe('Command line');
  });

  it('times are Lagos time', () => {
    expect(auditTime('2026-11-21T23:30:00.000Z')).toBe('22 Nov 2026, 00:30');
  });

  it('field names read as words', () => {
    expect(fieldLabel('originalPrice')).toBe('Original price');
    expect(fieldLabel('sku')).toBe('SKU');
    expect(fieldLabel('lastLoginAt')).toBe('Last sign-in');
  });
});
