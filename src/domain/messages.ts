// Every message the product shows, verbatim from SPEC §5 and §8.
export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',

  registerFailed: 'Failed to create account. Please try again.',
  emailInUse: 'An account with this email already exists. Sign in instead, or reset your password.',
  weakPassword: 'That password is too weak. Choose one with at least 6 characters.',
  loginFailed: 'Failed to sign in. Please check your credentials.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  networkFailed: 'Cannot reach the server. Check your connection and try again.',
  resetEmailSent: 'Password reset email sent! Check your inbox for further instructions.',
  resetEmailFailed: 'Failed to send reset email. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  userMustBeAuthenticated: 'User must be authenticated',
  permissionDenied: 'You do not have permission to do that.',

  somethingWentWrong: 'Something went wrong',
  pleaseRefresh: 'Please try refreshing the page',
} as const;

export type MessageKey = keyof typeof messages;
