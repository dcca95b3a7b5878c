// "From sliced file" in the project form and the calculator (issue 32), with files made by the
// slicers (tests/fixtures/slicing): the reader runs on the page here (jsdom has no Worker).
import { readFileSync } from 'node:fs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProjectForm, type ProjectFormOutput } from '@/domain/project-form';
import { slicingMessages } from '@/domain/slicing/sliced-file';
import { CostCalculator } from '@/features/calculator/components/cost-calculator';
import { ProjectForm } from '@/features/projects/components/project-form';

const fixture = (name: string) =>
  new File([new Uint8Array(readFileSync(`tests/fixtures/slicing/${name}`))], name);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

function showProjectForm(onSubmit = vi.fn<(values: ProjectFormOutput) => void>()) {
  render(
    <MemoryRouter>
      <ProjectForm
        defaultValues={{ ...emptyProjectForm(), name: 'Gears' }}
        printers={[{ id: 'mk4', name: 'Prusa MK4', model: 'MK4', costPerHour: 0.5, extruders: 1 }]}
        spools={[]}
        currency="USD"
        electricityRate={0.12}
        submitLabel="Create Project"
        failure={null}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('the project form’s From sliced file', () => {
  it(
    'makes a job of each plate chosen, says why a file is refused, and keeps what was typed',
    { timeout: 30_000 },
    async () => {
      const { user, onSubmit } = showProjectForm();
      await user.type(screen.getByLabelText(/client name/i), 'Ada');
      await user.click(screen.getByRole('button', { name: 'From sliced file' }));
      const input = await screen.findByLabelText('Choose files');
      await user.upload(input, [
        fixture('bambustudio-two-plates.gcode.3mf'),
        fixture('prusaslicer-2.5-project.3mf'),
        fixture('cura-4.13-marlin.gcode'),
      ]);
      const files = await screen.findByRole('list', { name: 'Sliced files' });
      expect(await within(files).findByText(slicingMessages.unslicedProject)).toBeVisible();
      expect(await within(files).findByText(slicingMessages.curaLength('slot 1'))).toBeVisible();
      // Two plates and one G-code, all ticked.
      await user.click(await screen.findByRole('button', { name: 'Add 3 print jobs' }));

      expect(screen.getByLabelText(/client name/i)).toHaveValue('Ada');
      const second = screen.getByRole('group', { name: 'Print Job 2' });
      expect(within(second).getByLabelText('Description')).toHaveValue(
        'bambustudio-two-plates: Plate 2: Knob',
      );
      expect(within(second).getByLabelText('Minutes')).toHaveValue(30);
      expect(within(second).getByLabelText('Material (g)')).toHaveValue(6.5);
      expect(within(second).getByRole('combobox', { name: /^Material/ })).toHaveValue('PLA');
      expect(await within(second).findByText(/From/)).toHaveTextContent(
        'From bambustudio-two-plates.gcode.3mf, plate 2 (Bambu Studio/OrcaSlicer 02.04.00.70)',
      );
      expect(within(second).getByRole('list', { name: 'Filament slots' })).toHaveTextContent(
        'Slot 4 · PLA · #00AE42 · 6.5 g',
      );

      await user.click(screen.getByRole('button', { name: 'Create Project' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const parts = onSubmit.mock.calls[0]![0].parts;
      expect(parts.map((part) => part.description)).toEqual([
        'bambustudio-two-plates: Plate 1: Gear',
        'bambustudio-two-plates: Plate 2: Knob',
        'cura-4.13-marlin',
      ]);
      expect(parts[0]!.filaments.map((slot) => slot.slot)).toEqual([1, 3]);
      expect(parts[0]!.slicedFile).toMatchObject({ name: 'bambustudio-two-plates.gcode.3mf', plate: 1 });
      expect(parts[2]!.printTime).toEqual({ hours: 1, minutes: 17 });
    },
  );

  it('a plate left unticked is not added; a job with more slots than the printer’s extruders says so', async () => {
    const { user } = showProjectForm();
    await user.click(screen.getByLabelText('Prusa MK4 (MK4)'));
    await user.click(screen.getByRole('button', { name: 'From sliced file' }));
    await user.upload(
      await screen.findByLabelText('Choose files'),
      fixture('bambustudio-two-plates.gcode.3mf'),
    );
    await user.click(await screen.findByRole('checkbox', { name: /Plate 2: Knob/ }));
    await user.click(screen.getByRole('button', { name: 'Add 1 print job' }));
    expect(screen.queryByRole('group', { name: 'Print Job 2' })).not.toBeInTheDocument();
    const job = screen.getByRole('group', { name: 'Print Job 1' });
    expect(
      await within(job).findByText(/This job uses 2 filaments and Prusa MK4 has 1 extruder/),
    ).toBeVisible();
  });
});

describe('the calculator’s From sliced file', () => {
  it('fills the print time and weight from a PrusaSlicer G-code', async () => {
    const user = userEvent.setup();
    render(<CostCalculator currency="USD" electricityRate={0.12} printers={[]} noRateNotice={null} />);
    await user.type(screen.getByLabelText('Material cost per kg ($)'), '25');
    await user.click(screen.getByRole('button', { name: 'From sliced file' }));
    await user.upload(await screen.findByLabelText('Choose a file'), fixture('prusaslicer-2.5-mmu.gcode'));
    // 1h 24m 27s and 8.64 + 8.69 g.
    await waitFor(() => expect(screen.getByLabelText('Print time (hours)')).toHaveValue('1.41'));
    expect(screen.getByLabelText('Material weight (g)')).toHaveValue('17.33');
    expect(screen.getByLabelText('Material cost per kg ($)')).toHaveValue('25');
    expect(
      screen.getByText('Filled the print time and material weight from prusaslicer-2.5-mmu.gcode.'),
    ).toBeVisible();
  });

  it('a multi-plate 3MF offers its plates; a file it cannot read says why and fills nothing', async () => {
    const user = userEvent.setup();
    render(<CostCalculator currency="USD" electricityRate={0.12} printers={[]} noRateNotice={null} />);
    await user.click(screen.getByRole('button', { name: 'From sliced file' }));
    await user.upload(await screen.findByLabelText('Choose a file'), fixture('prusaslicer-2.5-project.3mf'));
    expect(await screen.findByText(slicingMessages.unslicedProject)).toBeVisible();
    expect(screen.getByLabelText('Print time (hours)')).toHaveValue('0');
    await user.upload(screen.getByLabelText('Choose a file'), fixture('bambustudio-two-plates.gcode.3mf'));
    await user.click(await screen.findByRole('button', { name: 'Use Plate 2' }));
    expect(screen.getByLabelText('Print time (hours)')).toHaveValue('0.5');
    expect(screen.getByLabelText('Material weight (g)')).toHaveValue('6.5');
  });
});
