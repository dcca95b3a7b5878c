import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, resetPasswordSchema } from '@/domain/auth-schemas';

function firstErrors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('register schema (SPEC §5 Register)', () => {
  it('requires every field with the exact messages', () => {
    const errors = firstErrors(registerSchema.safeParse({ email: '', password: '', confirmPassword: '' }));
    expect(errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('rejects a malformed email and a short password', () => {
    const errors = firstErrors(
      registerSchema.safeParse({ email: 'maker@', password: '12345', confirmPassword: '12345' }),
    );
    expect(errors.email).toBe('Invalid email address');
    expect(errors.password).toBe('Password must be at least 6 characters');
  });

  it('says the passwords differ, even while the email is still wrong', () => {
    const errors = firstErrors(
      registerSchema.safeParse({ email: 'bad', password: 'secret1', confirmPassword: 'secret2' }),
    );
    expect(errors.confirmPassword).toBe('Passwords do not match');
    expect(errors.email).toBe('Invalid email address');
  });

  it('accepts a valid sign-up and trims the email', () => {
    const result = registerSchema.safeParse({
      email: '  maker@example.com ',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('maker@example.com');
  });
});

describe('login and reset schemas', () => {
  it('login requires a well-formed email and a password', () => {
    expect(firstErrors(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(firstErrors(loginSchema.safeParse({ email: 'a@b', password: 'x' })).email).toBe(
      'Invalid email address',
    );
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('reset requires a well-formed email', () => {
    expect(firstErrors(resetPasswordSchema.safeParse({ email: '' })).email).toBe('Email is required');
    expect(firstErrors(resetPasswordSchema.safeParse({ email: 'no at sign' })).email).toBe(
      'Invalid email address',
    );
    expect(resetPasswordSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
});
