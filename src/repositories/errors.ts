// Features map backend failures to product messages through here (never raw Firebase text).
export { errorMessage, firebaseErrorCode } from '@/firebase/errors';

export class NotAuthenticatedError extends Error {
  constructor() {
    super('User must be authenticated');
    this.name = 'NotAuthenticatedError';
  }
}

/** A write the app refuses before sending it, with the product's message for the user. */
export class RefusedWriteError extends Error {
  readonly userMessage: string;
  constructor(userMessage: string) {
    super(userMessage);
    this.name = 'RefusedWriteError';
    this.userMessage = userMessage;
  }
}
