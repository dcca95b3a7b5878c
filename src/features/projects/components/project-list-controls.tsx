import { SelectField } from '@/components/ui/field';
import { PROJECT_STATUS_LABELS } from '@/domain/project-display';
import {
  PROJECT_SORT_LABELS,
  PROJECT_SORTS,
  projectListViewFromParams,
  SORT_PARAM,
  STATUS_PARAM,
  type ProjectListView,
} from '@/domain/project-list';
import { PROJECT_STATUSES } from '@/domain/project-record';

const ALL_STATUSES = '';

/** The list's sort and status filter; each change is a new view (kept in the address). */
export function ProjectListControls({
  view,
  onChange,
}: {
  view: ProjectListView;
  onChange: (view: ProjectListView) => void;
}) {
  // A chosen option is read back through the same parser as the address, so only known values pass.
  const choose = (name: string, value: string) => {
    const params = new URLSearchParams({ [SORT_PARAM]: view.sort, [STATUS_PARAM]: view.status ?? '' });
    params.set(name, value);
    onChange(projectListViewFromParams(params));
  };
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <SelectField
        label="Sort by"
        containerClassName="w-full sm:w-56"
        value={view.sort}
        onChange={(event) => choose(SORT_PARAM, event.target.value)}
      >
        {PROJECT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {PROJECT_SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Status"
        containerClassName="w-full sm:w-48"
        value={view.status ?? ALL_STATUSES}
        onChange={(event) => choose(STATUS_PARAM, event.target.value)}
      >
        <option value={ALL_STATUSES}>All statuses</option>
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PROJECT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
