import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form';
import { normaliseHexColour } from '@/domain/colour';
import type { SpoolFormValues } from '@/domain/spool-form';

/**
 * The spool's hex colour (issue 32): typed, or picked with the browser's colour picker beside it,
 * which also shows it. What is typed stays as typed (the form says when it is not a colour).
 */
export function ColourHexField({ className }: { className?: string }) {
  const { control, setValue } = useFormContext<SpoolFormValues>();
  const typed = useWatch({ control, name: 'colorHex' }) ?? '';
  const colour = normaliseHexColour(typed);
  return (
    <div className={`flex items-start gap-2 ${className ?? ''}`}>
      <FormTextField<SpoolFormValues>
        name="colorHex"
        label="Colour (hex)"
        optional
        placeholder="#1A2B3C"
        autoComplete="off"
        spellCheck={false}
        hint={colour ? `Shown as ${colour}.` : 'Pick one or type it, e.g. #1A2B3C.'}
        containerClassName="min-w-0 flex-1"
      />
      <input
        type="color"
        aria-label="Pick the colour"
        title={colour ?? 'No colour set'}
        // The picker shows the colour typed; with none yet it opens on mid grey.
        value={(colour ?? '#808080').toLowerCase()}
        onChange={(event) =>
          // A picked colour is always valid: validating it only clears a message a typed one left.
          setValue('colorHex', event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
        }
        className={`mt-6 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 ${colour ? '' : 'opacity-60'}`}
      />
    </div>
  );
}
