import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { VirtualTableBody } from '@/components/ui/virtual-table-body';
import { ariaSortFor, type Material, type MaterialSort, type MaterialSortKey } from '@/domain/materials';

const columns: { key: MaterialSortKey; label: string; format: (material: Material) => string }[] = [
  { key: 'material', label: 'Material', format: (material) => material.material },
  { key: 'density', label: 'Density', format: (material) => `${material.density} g/cm³` },
  { key: 'extruderTemp', label: 'Extruder Temp', format: (material) => `${material.extruderTemp} °C` },
  { key: 'bedTemp', label: 'Bed Temp', format: (material) => `${material.bedTemp} °C` },
];

interface MaterialsTableProps {
  materials: readonly Material[];
  sort: MaterialSort;
  onSort: (key: MaterialSortKey) => void;
  onEdit: (material: Material) => void;
  onDelete: (material: Material) => void;
}

export function MaterialsTable({ materials, sort, onSort, onEdit, onDelete }: MaterialsTableProps) {
  return (
    <Table caption="Filament types">
      <thead className="bg-slate-50">
        <tr>
          {columns.map((column) => {
            const direction = ariaSortFor(sort, column.key);
            return (
              <th key={column.key} scope="col" aria-sort={direction} className={thClasses}>
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {column.label}
                  <span
                    aria-hidden="true"
                    className={direction === 'none' ? 'text-slate-300' : 'text-indigo-600'}
                  >
                    {direction === 'descending' ? '▼' : '▲'}
                  </span>
                </button>
              </th>
            );
          })}
          <th scope="col" className={thClasses}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <VirtualTableBody
        items={materials}
        rowHeight={53}
        columnCount={columns.length + 1}
        getKey={(material) => material.id}
        renderRow={(material, rowProps) => (
          <tr key={material.id} {...rowProps}>
            {columns.map((column) => (
              <td
                key={column.key}
                className={column.key === 'material' ? `${tdClasses} font-medium text-slate-900` : tdClasses}
              >
                {column.format(material)}
              </td>
            ))}
            <td className={`${tdClasses} text-right`}>
              <div className="flex justify-end gap-2">
                <Button size="sm" variant="secondary" onClick={() => onEdit(material)}>
                  Edit<span className="sr-only"> {material.material}</span>
                </Button>
                <DeleteButton what={material.material} onClick={() => onDelete(material)} />
              </div>
            </td>
          </tr>
        )}
      />
    </Table>
  );
}
