import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_LIMITS } from '@/domain/limits';
import type * as Limits from '@/domain/limits';
import {
  emptyPrintJobForm,
  emptyProjectForm,
  projectMessages,
  type PrinterChoice,
  type ProjectFormOutput,
  type ProjectFormValues,
} from '@/domain/project-form';
import { ProjectForm } from '@/features/projects/components/project-form';

// Small limits, so the test of the form at its limits renders a few jobs, not 50.
vi.mock('@/domain/limits', async (importOriginal) => {
  const limits = await importOriginal<typeof Limits>();
  return { ...limits, PROJECT_LIMITS: { ...limits.PROJECT_LIMITS, jobs: 3, filesPerJob: 2 } };
});

const printers: PrinterChoice[] = [
  { id: 'a', name: 'Prusa MK4', model: 'MK4', costPerHour: 0.5 },
  { id: 'b', name: 'Bambu X1', model: 'X1 Carbon', costPerHour: 1.5 },
];

type Submit = (values: ProjectFormOutput, endSave: () => void) => void;

/** The form as an editor holds it: saving from the submit until the save ends. */
function Editor({
  onSubmit,
  failure,
  defaultValues = { ...emptyProjectForm(), name: 'Chess set' },
  jobStatuses,
}: {
  onSubmit: Submit;
  failure: string | null;
  defaultValues?: ProjectFormValues;
  jobStatuses?: Record<string, string>;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <ProjectForm
      defaultValues={defaultValues}
      printers={printers}
      spools={[{ purchasePrice: 20, weight: 1000 }]}
      currency="USD"
      electricityRate={0.12}
      spoolMaterials={['PETG', 'Silk PLA', 'pla', ' ']}
      jobStatuses={jobStatuses}
      submitLabel="Create Project"
      failure={failure}
      saving={saving}
      onSubmit={(values) => {
        setSaving(true);
        onSubmit(values, () => setSaving(false));
      }}
      onCancel={() => {}}
    />
  );
}

function showForm(
  onSubmit = vi.fn<Submit>(),
  failure: string | null = null,
  defaultValues?: ProjectFormValues,
  jobStatuses?: Record<string, string>,
) {
  render(
    <MemoryRouter>
      <Editor onSubmit={onSubmit} failure={failure} defaultValues={defaultValues} jobStatuses={jobStatuses} />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('project form', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls smoothly to a new job 100 ms after adding it', async () => {
    showForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Add Print Job' }));
    const job = screen.getByRole('group', { name: 'Print Job 1' });

    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(job);
    expect(within(job).getByLabelText('Description')).toHaveFocus();
  });

  it('disables the submit button while saving and hands over the typed values; the totals show the estimated cost', async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.click(screen.getByRole('checkbox', { name: 'Prusa MK4 (MK4)' }));
    await user.click(screen.getByRole('button', { name: 'Add Print Job' }));
    const job = screen.getByRole('group', { name: 'Print Job 1' });
    await user.type(within(job).getByLabelText('Description'), 'Rook');
    await user.type(within(job).getByLabelText('Print time (hours)'), '2');
    await user.type(within(job).getByLabelText('Material (g)'), '100');
    await user.clear(within(job).getByLabelText('Infill (%)'));
    // 100 g at 20/kg = 2; 2 h at 0.5/h = 1; +10 % = 3.30 (what the save stores: see projectRecordFromForm).
    await waitFor(() => expect(screen.getByTestId('estimated-cost')).toHaveTextContent('$3.30'));

    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    const saving = await screen.findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, endSave] = onSubmit.mock.calls[0]!;
    expect(values.parts[0]).toMatchObject({ description: 'Rook', settings: { infill: null } });
    expect(values.printers).toEqual(['a']);

    act(() => endSave());
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });

  it('asks before deleting a job and keeps it on cancel', async () => {
    const user = userEvent.setup();
    showForm();
    await user.click(screen.getByRole('button', { name: 'Add Print Job' }));
    await user.click(screen.getByRole('button', { name: 'Delete Print Job 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this print job? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Print Job 1' })).toBeInTheDocument();
  });

  it('offers no more jobs, or files on a job, than the rules store, and says why', async () => {
    // PROJECT_LIMITS is 3 jobs and 2 files here (mocked above, so the form stays small);
    // tests/unit/projects.test.ts checks the real limits on the schema.
    const user = userEvent.setup();
    const job = (index: number) => ({ ...emptyPrintJobForm(`part-${index}`), description: `Part ${index}` });
    const almostFull = {
      ...emptyProjectForm(),
      name: 'Farm order',
      parts: Array.from({ length: PROJECT_LIMITS.jobs - 1 }, (_, index) => job(index)),
    };
    showForm(undefined, null, almostFull);
    const [addJob] = screen.getAllByRole('button', { name: 'Add Print Job' });
    expect(addJob).toBeEnabled();
    expect(screen.queryByText(projectMessages.tooManyJobs)).toBeNull();
    await user.click(addJob!);
    for (const button of screen.getAllByRole('button', { name: 'Add Print Job' }))
      expect(button).toBeDisabled();
    expect(screen.getByText('A project holds at most 3 print jobs.')).toBeInTheDocument();

    const first = screen.getByRole('group', { name: 'Print Job 1' });
    const addFile = within(first).getByRole('button', { name: 'Add File' });
    for (let file = 0; file < PROJECT_LIMITS.filesPerJob; file += 1) await user.click(addFile);
    expect(addFile).toBeDisabled();
    expect(within(first).getByText('A print job lists at most 2 files.')).toBeInTheDocument();
    expect(within(first).getByLabelText('File 2 name')).toHaveAttribute('maxLength', '500');
    expect(within(first).getByLabelText('File 2 description')).toHaveAttribute('maxLength', '500');
  });

  it('takes a job’s material, suggesting common and the user’s spool materials, and its colour', async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.click(screen.getByRole('button', { name: 'Add Print Job' }));
    const job = screen.getByRole('group', { name: 'Print Job 1' });
    await user.type(within(job).getByLabelText('Description'), 'Rook');
    const material = within(job).getByLabelText(/^Material\s*\(optional\)$/);
    const colour = within(job).getByLabelText(/^Colour\s*\(optional\)$/);

    const suggestions = screen.getByRole('listbox', { hidden: true });
    expect(material).toHaveAttribute('list', suggestions.id);
    const options = within(suggestions)
      .getAllByRole('option', { hidden: true })
      .map((option) => (option as HTMLOptionElement).value);
    // The common ones, then the user's others once each (PLA in any case is already offered).
    expect(options).toEqual(['PLA', 'PETG', 'ABS', 'ASA', 'TPU', 'PA', 'PC', 'PVA', 'HIPS', 'Silk PLA']);

    await user.type(material, 'PETG');
    await user.type(colour, 'Galaxy Black');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].parts[0]).toMatchObject({
      materialType: 'PETG',
      colorName: 'Galaxy Black',
    });
  });

  it('refuses a material or colour over its limit, with the counter and message of the other texts', async () => {
    const user = userEvent.setup();
    const onSubmit = showForm();
    await user.click(screen.getByRole('button', { name: 'Add Print Job' }));
    const job = screen.getByRole('group', { name: 'Print Job 1' });
    await user.type(within(job).getByLabelText('Description'), 'Rook');
    const material = within(job).getByLabelText(/^Material\s*\(optional\)$/);
    await user.click(material);
    await user.paste('P'.repeat(101));
    expect(await within(job).findByText('101 / 100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await within(job).findByText('Must be at most 100 characters')).toBeInTheDocument();
    expect(material).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each job’s status as a text badge: what its runs set, Pending for a job never printed', () => {
    const jobs = ['printed', 'broken', 'fresh'].map((id) => ({
      ...emptyPrintJobForm(id),
      description: id,
    }));
    showForm(
      undefined,
      null,
      { ...emptyProjectForm(), name: 'Farm order', parts: jobs },
      {
        printed: 'completed',
        broken: 'failed',
      },
    );
    expect(
      within(screen.getByRole('group', { name: 'Print Job 1' })).getByText('Completed'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Print Job 2' })).getByText('Failed'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Print Job 3' })).getByText('Pending'),
    ).toBeInTheDocument();
  });

  it('shows a failed save', () => {
    showForm(undefined, 'Failed to save project. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save project. Please try again.');
  });
});
