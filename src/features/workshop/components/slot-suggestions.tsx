import { ColourSwatch } from '@/components/ui/colour-swatch';
import { colourName, spoolHexColour } from '@/domain/colour';
import { formatGrams } from '@/domain/runs';
import type { FilamentSlot } from '@/domain/sliced-job';
import { suggestionReason, suggestSpoolsForSlot } from '@/domain/slot-suggestions';
import type { Spool } from '@/domain/spool-record';

/**
 * One filament slot of a sliced job in the start dialog (issue 32): what the file asks for, and the
 * spools that suit it best first (material, colour, filament left); choosing one puts it in the slot.
 */
export function SlotSuggestions({
  slot,
  slotLabel,
  spools,
  chosenId,
  onChoose,
}: {
  slot: FilamentSlot;
  slotLabel: string;
  spools: readonly Spool[];
  chosenId: string;
  onChoose: (spool: Spool) => void;
}) {
  const suggestions = suggestSpoolsForSlot(spools, slot);
  const named = colourName(slot.colorHex);
  const wants = [
    slot.material || 'Any material',
    slot.colorHex ? `${named} ${slot.colorHex}` : 'no colour given',
    slot.grams === null ? null : formatGrams(slot.grams),
  ]
    .filter(Boolean)
    .join(' · ');
  const listId = `slot-${slot.slot}-suggestions`;
  return (
    <div className="mt-2 rounded-md bg-slate-50 px-3 py-2">
      <p id={listId} className="flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
        <ColourSwatch hex={slot.colorHex} className="h-4 w-4" />
        <span>
          File’s filament {slot.slot}: {wants}
        </span>
      </p>
      {suggestions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          No spool {slot.material ? `of ${slot.material} ` : ''}
          {slot.colorHex ? `near ${named} ` : ''}
          {slot.grams ? `holds ${formatGrams(slot.grams)}` : 'has filament left'}: choose one in the list
          above.
        </p>
      ) : (
        <ul aria-label={`Suggested for ${slotLabel}`} aria-describedby={listId} className="mt-2 grid gap-2">
          {suggestions.map((suggestion) => {
            const { spool } = suggestion;
            const chosen = chosenId === spool.id;
            return (
              <li key={spool.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  aria-label={`Use ${spool.name} for ${slotLabel}`}
                  onClick={() => onChoose(spool)}
                  className={`flex min-h-11 w-full items-center gap-3 rounded-md bg-white px-3 py-2 text-left text-sm ring-1 hover:ring-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${chosen ? 'ring-2 ring-indigo-600' : 'ring-slate-300'}`}
                >
                  <ColourSwatch hex={spoolHexColour(spool)} className="h-6 w-6" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{spool.name}</span>
                    <span className="block text-xs text-slate-600">
                      {[spool.colorName || spool.colorHex, suggestionReason(suggestion, slot.colorHex)]
                        .filter(Boolean)
                        .join(' · ')}{' '}
                      · {formatGrams(spool.remainingWeight)} left
                    </span>
                  </span>
                  <span
                    className={`shrink-0 text-xs font-semibold ${chosen ? 'text-indigo-700' : 'text-slate-500'}`}
                  >
                    {chosen ? 'Chosen' : 'Use'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
