import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { importSelectedLabel, materialMessages, selectedMaterials } from '@/domain/materials';
import { mutationFailure } from '@/queries/mutation-failure';
import { usePublicMaterialList } from '../api/list-materials';
import { useImportMaterials } from '../api/material-mutations';

export const IMPORT_MATERIALS_FAILED = 'Failed to import the materials. Please try again.';

interface ImportMaterialsModalProps {
  open: boolean;
  onClose: () => void;
}

export function ImportMaterialsModal({ open, onClose }: ImportMaterialsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Import Materials" size="lg">
      {/* Mounted while open: the list is fetched only then. */}
      <ImportMaterialsBody onClose={onClose} />
    </Modal>
  );
}

function temperatureText(celsius: number) {
  return celsius > 0 ? `${celsius} °C` : '—';
}

function ImportMaterialsBody({ onClose }: { onClose: () => void }) {
  const list = usePublicMaterialList();
  const importMaterials = useImportMaterials();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  if (list.isPending) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner size="sm" label="" className="text-indigo-600" />
        {materialMessages.loading}
      </p>
    );
  }
  if (list.isError) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{materialMessages.loadFailed}</Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  const toggle = (name: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const chosen = selectedMaterials(list.data, selected);

  const submit = () => importMaterials.mutate(chosen, { onSuccess: onClose });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Choose materials from the public SpoolmanDB list. Missing temperatures are imported as 0; you can edit
        them later.
      </p>
      <FailureAlert message={mutationFailure(importMaterials, IMPORT_MATERIALS_FAILED)} />
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setSelected(new Set(list.data.map((m) => m.material)))}
        >
          Select All
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setSelected(new Set())}>
          Clear All
        </Button>
      </div>
      <fieldset className="max-h-[24rem] overflow-y-auto rounded-lg ring-1 ring-slate-200">
        <legend className="sr-only">Materials to import</legend>
        <ul className="divide-y divide-slate-100">
          {list.data.map((material) => {
            const id = `import-material-${material.material}`;
            return (
              <li key={material.material} className="flex items-center gap-3 px-4 py-2 hover:bg-slate-50">
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.has(material.material)}
                  onChange={() => toggle(material.material)}
                  aria-describedby={`${id}-details`}
                  className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-600"
                />
                <label htmlFor={id} className="flex-1 text-sm font-medium text-slate-900">
                  {material.material}
                </label>
                <span id={`${id}-details`} className="text-right text-sm text-slate-500">
                  {material.density} g/cm³ · extruder {temperatureText(material.extruderTemp)} · bed{' '}
                  {temperatureText(material.bedTemp)}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FormActions
        onCancel={onClose}
        busy={importMaterials.isPending}
        onConfirm={submit}
        disabled={chosen.length === 0}
      >
        {importSelectedLabel(chosen.length)}
      </FormActions>
    </div>
  );
}
