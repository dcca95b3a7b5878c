import type { ImportField } from '@/domain/spool-import/import-rows';

/** What the preview's controls ask of the wizard: a row's value fixed, a row skipped, an unknown material resolved. */
export interface PreviewActions {
  onChangeValue: (row: number, field: ImportField, value: string) => void;
  onToggleSkip: (row: number) => void;
  onReplaceMaterial: (material: string, replacement: string) => void;
  onKeepMaterial: (material: string) => void;
  onSkipMaterial: (material: string) => void;
}
