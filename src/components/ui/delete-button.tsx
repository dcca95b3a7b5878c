import { Button } from './button';
import { cx } from './class-names';

/** The quiet red Delete of a card or row; its accessible name says what it deletes ('Delete PLA'). */
export function DeleteButton({
  what,
  onClick,
  className,
}: {
  what: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cx('text-red-700 hover:bg-red-50', className)}
      onClick={onClick}
      aria-label={`Delete ${what}`}
    >
      Delete
    </Button>
  );
}
