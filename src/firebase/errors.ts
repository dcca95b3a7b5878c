import { messages } from '@/domain/messages';

/** The Firebase error code of an error (auth/…, permission-denied, …), if it has one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

// Codes whose message is more useful than the generic one of the action.
const SPECIFIC: Record<string, string> = {
  'auth/email-already-in-use': messages.emailInUse,
  'auth/weak-password': messages.weakPassword,
  'auth/too-many-requests': messages.tooManyRequests,
  'auth/network-request-failed': messages.networkFailed,
  unavailable: messages.networkFailed,
  'permission-denied': messages.permissionDenied,
  unauthenticated: messages.userMustBeAuthenticated,
};

// Codes that only mean "wrong credentials": the action's own message says it best.
const CREDENTIAL_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/user-disabled',
]);

/**
 * The one mapping of Firebase errors to the product's messages (SPEC §8): a specific
 * message where the code has one, otherwise the action's own message.
 */
export function errorMessage(error: unknown, actionMessage: string): string {
  // A refusal the app itself explains (a printer already printing…) says so in its own words.
  if (error instanceof Error && 'userMessage' in error && typeof error.userMessage === 'string') {
    return error.userMessage;
  }
  const code = firebaseErrorCode(error);
  if (code === undefined || CREDENTIAL_CODES.has(code)) return actionMessage;
  return SPECIFIC[code] ?? actionMessage;
}
