import { describe, expect, it } from 'vitest';
import { emptyStaffForm, staffBody, staffServerError, validateStaffForm } from './staff-form';

describe('the new-admin form', () => {
  it('a super admin who leaves everything empty is told at each required field', () => {
    const errors = validateStaffForm(emptyStaffForm());
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'username']);
    expect(errors.password).toBe('Password must be at least 10 characters.');
  });

  it('checks with the server contract: a bad email and a username with spaces', () => {
    const errors = validateStaffForm({
      email: 'nope',
      username: 'ada obi',
      password: 'long-enough',
      name: '',
    });
    expect(errors.email).toBe('Email must be a valid email address.');
    expect(errors.username).toBe('Username may only use letters, digits, dots, dashes and underscores.');
    expect(errors.password).toBeUndefined();
  });

  it('sends a trimmed email and username, and no name when it is blank', () => {
    expect(staffBody({ email: ' a@b.ng ', username: ' ada ', password: ' pw ', name: '  ' })).toEqual({
      email: 'a@b.ng',
      username: 'ada',
      password: ' pw ',
      name: null,
    });
  });

  it("a taken email or username shows at that field with the server's message", () => {
    expect(
      staffServerError({ status: 409, serverMessage: 'An account with this email already exists.' }),
    ).toEqual({
      field: 'email',
      message: 'An account with this email already exists.',
    });
    expect(staffServerError({ status: 409, serverMessage: 'That username is already taken.' })?.field).toBe(
      'username',
    );
    expect(
      staffServerError({ status: 400, serverMessage: 'username must be at least 3 characters.' }),
    ).toEqual({
      field: 'username',
      message: 'Username must be at least 3 characters.',
    });
    expect(
      staffServerError({
        status: 400,
        serverMessage: 'This password is too common. Choose one that is harder to guess.',
      }),
    ).toEqual({
      field: 'password',
      message: 'This password is too common. Choose one that is harder to guess.',
    });
    expect(staffServerError({ status: 500, serverMessage: 'Oops.' })).toBeUndefined();
  });
});
