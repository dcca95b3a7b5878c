// The calculator's "From sliced file" (issue 32): one print of a dropped G-code or .gcode.3mf
// fills the print time and material weight. Loaded when the panel is opened.
import { useState } from 'react';
import { SlicedFilePicker } from '@/components/slicing/sliced-file-picker';
import { Alert } from '@/components/ui/alert';
import { roundHalfUp } from '@/domain/rounding';
import { plateGrams } from '@/domain/slicing/sliced-file';

export interface SlicedPrintFillProps {
  /** Called with the print's hours and grams as the calculator's fields take them ('' when unknown). */
  onFill: (values: { printTimeHours: string; materialWeightGrams: string }) => void;
}

export function SlicedPrintFill({ onFill }: SlicedPrintFillProps) {
  const [filled, setFilled] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <SlicedFilePicker
        mode="one"
        onUse={([print]) => {
          if (!print) return;
          const grams = plateGrams(print.plate);
          const hours =
            print.plate.seconds === null ? '' : String(roundHalfUp(print.plate.seconds / 3600, 2));
          onFill({
            printTimeHours: hours,
            materialWeightGrams: grams === null ? '' : String(roundHalfUp(grams, 2)),
          });
          const what = [hours && 'print time', grams !== null && 'material weight']
            .filter(Boolean)
            .join(' and ');
          setFilled(
            what
              ? `Filled the ${what} from ${print.file.fileName}${print.plate.plate === null ? '' : `, plate ${print.plate.plate}`}.`
              : `${print.file.fileName} gives no print time or weight: type them.`,
          );
        }}
      />
      {filled && <Alert tone="success">{filled}</Alert>}
    </div>
  );
}
