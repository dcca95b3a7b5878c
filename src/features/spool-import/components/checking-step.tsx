import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** Between the file and the preview: the rows checked against the materials and the catalogue, or why that failed. */
export function CheckingStep({
  rowCount,
  error,
  onRetry,
  onBack,
}: {
  rowCount: number;
  error: string | null;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <Card className="space-y-4">
      {error ? (
        <>
          <Alert tone="error">{error}</Alert>
          <div className="flex gap-3">
            <Button className="min-h-11" onClick={onRetry}>
              Try again
            </Button>
            <Button variant="secondary" className="min-h-11" onClick={onBack}>
              Back
            </Button>
          </div>
        </>
      ) : (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner label="" /> Checking {rowCount.toLocaleString('en')} rows against your materials and the
          filament catalogue…
        </div>
      )}
    </Card>
  );
}
