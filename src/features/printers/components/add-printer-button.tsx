import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';

interface AddPrinterButtonProps {
  /** Why adding is refused (the plan limit); null when it is allowed. */
  limitReason: string | null;
  loading: boolean;
  onClick: () => void;
}

/**
 * SPEC §2: disabled at the plan limit, with a tooltip that explains it and links to /pricing.
 * aria-disabled rather than disabled, so keyboard users can still reach it and read why.
 */
export function AddPrinterButton({ limitReason, loading, onClick }: AddPrinterButtonProps) {
  if (!limitReason) {
    return (
      <Button onClick={onClick} disabled={loading}>
        Add Printer
      </Button>
    );
  }
  return (
    <Tooltip
      content={
        <>
          {limitReason}{' '}
          <Link to={paths.pricing} className="font-semibold text-indigo-200 underline hover:text-white">
            Compare plans
          </Link>
        </>
      }
    >
      <Button
        aria-disabled="true"
        className="cursor-not-allowed opacity-50 hover:bg-indigo-600"
        onClick={(event) => event.preventDefault()}
      >
        Add Printer
      </Button>
    </Tooltip>
  );
}
