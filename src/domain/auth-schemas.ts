import * as z from 'zod/mini';
import { messages } from './messages';

// zod/mini: the sign-in pages load these schemas before their form paints (issue 15: at most
// 160 KB of JavaScript), and the full zod API costs 25 KB gzipped more.

// A pragmatic email pattern: something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

const email = z
  .string()
  .check(z.trim(), z.minLength(1, messages.emailRequired), z.regex(EMAIL_PATTERN, messages.emailInvalid));

export const registerSchema = z
  .object({
    email,
    password: z
      .string()
      .check(
        z.minLength(1, messages.passwordRequired),
        z.minLength(MIN_PASSWORD_LENGTH, messages.passwordTooShort),
      ),
    confirmPassword: z.string().check(z.minLength(1, messages.confirmPasswordRequired)),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: messages.passwordsDoNotMatch,
      path: ['confirmPassword'],
      // Say so even while another field is still wrong, but not over 'Please confirm…'.
      when: ({ value }) => {
        const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
        return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
      },
    }),
  );
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, messages.passwordRequired)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetPasswordSchema = z.object({ email });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
