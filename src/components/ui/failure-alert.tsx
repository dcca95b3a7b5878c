import { Alert } from './alert';

/** A write's failure, in the product's words (see mutationFailure in src/queries); nothing when null. */
export function FailureAlert({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <Alert tone="error" className={className}>
      {message}
    </Alert>
  );
}
