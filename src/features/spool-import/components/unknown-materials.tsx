import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/field';
import type { PreviewActions } from './preview-actions';

const KEEP_AS_NEW = '\u0000keep';

/** The rows' materials PrintLedger does not know: each mapped to a known one, kept as new, or its rows skipped. */
export function UnknownMaterials({
  unknown,
  materials,
  actions,
}: {
  unknown: readonly { material: string; rows: number }[];
  materials: readonly string[];
  actions: PreviewActions;
}) {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Materials PrintLedger does not know</h2>
      <p className="text-sm text-slate-600">
        Pick the material each name means, keep it as a new material, or skip those rows.
      </p>
      <ul className="divide-y divide-slate-100">
        {unknown.map((entry) => (
          <UnknownMaterial key={entry.material} {...entry} materials={materials} actions={actions} />
        ))}
      </ul>
    </Card>
  );
}

function UnknownMaterial({
  material,
  rows,
  materials,
  actions,
}: {
  material: string;
  rows: number;
  materials: readonly string[];
  actions: PreviewActions;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          “{material}” ({rows} {rows === 1 ? 'row' : 'rows'})
        </label>
        <select
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={inputClasses(false, 'mt-1 min-h-11')}
        >
          <option value="">Choose…</option>
          <option value={KEEP_AS_NEW}>Keep “{material}” as a new material</option>
          {materials.map((known) => (
            <option key={known} value={known}>
              {known}
            </option>
          ))}
        </select>
      </div>
      <Button
        className="min-h-11"
        disabled={choice === ''}
        onClick={() =>
          choice === KEEP_AS_NEW
            ? actions.onKeepMaterial(material)
            : actions.onReplaceMaterial(material, choice)
        }
      >
        Apply to {rows} {rows === 1 ? 'row' : 'rows'}
      </Button>
      <Button variant="secondary" className="min-h-11" onClick={() => actions.onSkipMaterial(material)}>
        Skip {rows === 1 ? 'this row' : 'these rows'}
      </Button>
    </li>
  );
}
