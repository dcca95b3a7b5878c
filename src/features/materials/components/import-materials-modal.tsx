import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { importSelectedLabel, materialMessages, selectedMaterials } from '@/domain/materials';
import { errorMessage } from '@/repositories/errors';
import { useImportMaterials, usePublicMaterials } from '../api/import-materials';

export const IMPORT_MATERIALS_FAILED = 'Failed to import the materials. Please try again.';

interface ImportMaterialsModalProps {
  uid: string;
  open: boolean;
  onClose: () => void;
}

export function ImportMaterialsModal({ uid, open, onClose }: ImportMaterialsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Import Materials" size="lg">
      <ImportMaterialsBody uid={uid} onClose={onClose} />
    </Modal>
  );
}

function temperatureText(celsius: number) {
  return celsius > 0 ? `${celsius} °C` : '—';
}

function ImportMaterialsBody({ uid, onClose }: { uid: string; onClose: () => void }) {
  const list = usePublicMaterials(true);
  const importMaterials = useImportMaterials(uid);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

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

  const submit = async () => {
    setFailure(null);
    try {
      await importMaterials.mutateAsync(chosen);
      onClose();
    } catch (error) {
      console.error('Importing materials failed', error);
      setFailure(errorMessage(error, IMPORT_MATERIALS_FAILED));
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Choose materials from the public SpoolmanDB list. Missing temperatures are imported as 0; you can edit
        them later.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
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
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={importMaterials.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          disabled={chosen.length === 0}
          loading={importMaterials.isPending}
        >
          {importSelectedLabel(chosen.length)}
        </Button>
      </div>
    </div>
  );
}
