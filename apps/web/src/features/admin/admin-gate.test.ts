import { describe, expect, it } from 'vitest';
import { adminGate, adminPrice } from './admin-gate';

describe('what /admin shows', () => {
  it('a visitor without a token sees the login', () => {
    expect(adminGate({ token: null, role: undefined, me: 'idle' })).toEqual({
      view: 'login',
      staffOnly: false,
    });
  });

  it('an admin and a super admin see the workspace', () => {
    expect(adminGate({ token: 't', role: 'admin', me: 'idle' })).toEqual({
      view: 'workspace',
      role: 'admin',
    });
    expect(adminGate({ token: 't', role: 'superadmin', me: 'idle' })).toEqual({
      view: 'workspace',
      role: 'superadmin',
    });
  });

  it('a signed-in customer sees the login with the staff-only note, never the tools', () => {
    expect(adminGate({ token: 't', role: 'customer', me: 'idle' })).toEqual({
      view: 'login',
      staffOnly: true,
    });
  });

  it('after a reload the token alone decides nothing: the role is asked for first', () => {
    expect(adminGate({ token: 't', role: undefined, me: 'loading' })).toEqual({ view: 'checking' });
    expect(adminGate({ token: 't', role: undefined, me: 'unauthorized' })).toEqual({
      view: 'login',
      staffOnly: false,
    });
    expect(adminGate({ token: 't', role: undefined, me: 'failed' })).toEqual({ view: 'me-failed' });
  });

  it('prices show whole naira, and kobo only when a price has some', () => {
    expect(adminPrice(25000)).toBe('₦25,000');
    expect(adminPrice(1999.5)).toBe('₦1,999.50');
  });
});
