import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { inputClasses } from '@/components/ui/field';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface FeatureRow {
  /** react-hook-form's stable field id. */
  id: string;
}

interface SortableFeaturesProps {
  rows: FeatureRow[];
  register: (index: number) => UseFormRegisterReturn;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The plan's features in order. Rows move by dragging the handle, or from the keyboard:
 * focus the handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel.
 */
export function SortableFeatures({ rows, register, onMove, onRemove }: SortableFeaturesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  const position = (id: unknown) => rows.findIndex((row) => row.id === id) + 1;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder a feature, press Space to pick it up, use the arrow keys to move it, press Space again to drop it, or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up feature ${position(active.id)} of ${rows.length}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `Feature ${position(active.id)} is over position ${position(over.id)} of ${rows.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `Feature dropped at position ${position(over.id)} of ${rows.length}.`
              : `Feature ${position(active.id)} dropped.`,
          onDragCancel: ({ active }) =>
            `Reordering cancelled. Feature ${position(active.id)} stays where it was.`,
        },
      }}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <SortableFeature
              key={row.id}
              id={row.id}
              index={index}
              field={register(index)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableFeature({
  id,
  index,
  field,
  onRemove,
}: {
  id: string;
  index: number;
  field: UseFormRegisterReturn;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const label = `Feature ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'flex items-center gap-2 rounded-md bg-white',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-300',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${label.toLowerCase()}`}
        className="flex h-9 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600 active:cursor-grabbing"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <input
        {...field}
        aria-label={label}
        placeholder="e.g. project tracking"
        className={inputClasses(false, 'flex-1')}
      />
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`}>
        Remove
      </Button>
    </li>
  );
}
