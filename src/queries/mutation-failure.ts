import { errorMessage } from '@/repositories/errors';

/**
 * The product's message for a failed write (SPEC §8, through the one Firebase error mapping),
 * or null while the mutation has not failed. The form that started it keeps what was typed:
 * a failure never resets it. The error itself is logged once, by the query client.
 */
export function mutationFailure(mutation: { error: unknown }, actionMessage: string): string | null {
  return mutation.error ? errorMessage(mutation.error, actionMessage) : null;
}
