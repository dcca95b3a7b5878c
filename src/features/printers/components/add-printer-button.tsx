import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { InfoToggle } from '@/components/ui/info-toggle';
import { paths } from '@/config/paths';

interface AddPrinterButtonProps {
  /** Why adding is refused (the plan limit); null when it is allowed. */
  limitReason: string | null;
  loading: boolean;
  onClick: () => void;
  /** Starts loading the form's code (as the pointer or focus reaches the button). */
  onPreload?: () => void;
}

/**
 * SPEC §2: disabled at the plan limit, with an explanation that links to /pricing. The
 * explanation sits behind a "?" button a tap, click or key opens (hover help never shows on a
 * tablet); pressing the disabled Add Printer opens it too. aria-disabled rather than disabled, so
 * keyboard users can still reach the button and learn why.
 */
export function AddPrinterButton({ limitReason, loading, onClick, onPreload }: AddPrinterButtonProps) {
  const [explained, setExplained] = useState(false);
  const reasonId = useId();
  if (!limitReason) {
    return (
      <Button onClick={onClick} disabled={loading} onPointerEnter={onPreload} onFocus={onPreload}>
        Add Printer
      </Button>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        aria-disabled="true"
        aria-describedby={reasonId}
        className="cursor-not-allowed opacity-50 hover:bg-indigo-600"
        onClick={(event) => {
          event.preventDefault();
          setExplained(true);
        }}
      >
        Add Printer
      </Button>
      <span id={reasonId} className="sr-only">
        {limitReason}
      </span>
      <InfoToggle label="Why can’t I add a printer?" open={explained} onOpenChange={setExplained}>
        {limitReason}{' '}
        <Link to={paths.pricing} className="font-semibold text-indigo-200 underline hover:text-white">
          Compare plans
        </Link>
      </InfoToggle>
    </span>
  );
}
