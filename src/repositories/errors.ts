// Features map backend failures to product messages through here (never raw Firebase text).
export { errorMessage, firebaseErrorCode } from '@/firebase/errors';

export class NotAuthenticatedError extends Error {
  constructor() {
    super('User must be authenticated');
    this.name = 'NotAuthenticatedError';
  }
}
