import { z } from 'zod';
import { messages } from './messages';

// A pragmatic email pattern: something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

const email = z.string().trim().min(1, messages.emailRequired).regex(EMAIL_PATTERN, messages.emailInvalid);

export const registerSchema = z
  .object({
    email,
    password: z
      .string()
      .min(1, messages.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort),
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Say so even while another field is still wrong, but not over 'Please confirm…'.
    when: ({ value }) => {
      const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
      return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
    },
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const resetPasswordSchema = z.object({ email });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
