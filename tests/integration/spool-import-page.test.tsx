// The import page's steps, rendered with the real route tree against the emulators.
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importFileMessages } from '@/domain/spool-import/import-file';
import { adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { signedInUser } = setUpPageTests();

const SPREADSHEET = [
  'Spool name,Vendor,Type,Color,Weight (g),Left,Bought,Cost,Shelf,Comment',
  'Daily black,Polymaker,PLA,Black,1000,640,2025-03-01,24.99,Shelf A,"Likes 210 °C, ""really"""',
  '<script>alert(1)</script>,eSun,PETG,Blue,1000,1000,2025-04-02,19.5,,=HYPERLINK("https://example.com")',
  'Shiny,eSun,Silk PLA,Gold,1000,900,2025-04-03,21,,',
  'Heavy,Sunlu,ABS,Grey,,500,2025-05-01,18,,',
  'Broken date,Sunlu,ASA,White,1000,1000,01/05/2025,18,,',
].join('\n');

const csvFile = (text: string, name = 'my-spools.csv') => new File([text], name, { type: 'text/csv' });

async function openImport() {
  const client = await signedInUser();
  const view = renderApp('/dashboard/materials/import');
  await screen.findByRole('heading', { name: 'Import spools' }, { timeout: 15_000 });
  return { ...view, uid: client.uid };
}

const count = (label: string) =>
  within(screen.getByLabelText('Preview counts')).getByText(label).nextElementSibling?.textContent;

describe('spool import page', () => {
  it('maps a spreadsheet’s columns, previews, fixes and skips rows, imports, and remembers the mapping', async () => {
    const { user, uid } = await openImport();
    // The static segment wins over materials/:spoolId: this is the import page, not a spool.
    expect(screen.getByRole('list', { name: 'Import steps' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Spreadsheet \(CSV\)/ }));
    await user.upload(screen.getByLabelText('2. Choose the file'), csvFile(SPREADSHEET));

    await screen.findByRole('heading', { name: 'Match your columns' }, { timeout: 10_000 });
    expect(screen.getByLabelText('Spool field for column Spool name')).toHaveValue('name');
    expect(screen.getByLabelText('Spool field for column Left')).toHaveValue('remainingWeight');
    expect(screen.getByLabelText('Spool field for column Comment')).toHaveValue('notes');
    // Weight unmapped: the step says what is required and does not go on.
    await user.selectOptions(screen.getByLabelText('Spool field for column Weight (g)'), 'ignore');
    await user.click(screen.getByRole('button', { name: 'Preview spools' }));
    expect(screen.getByText('Map a column to Weight (g): every spool needs its weight.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Spool field for column Weight (g)'), 'weight');
    await user.click(screen.getByRole('button', { name: 'Preview spools' }));

    await screen.findByRole('heading', { name: 'Check the spools' }, { timeout: 10_000 });
    expect(count('Ready')).toBe('2');
    expect(count('With problems')).toBe('3');
    expect(count('Skipped')).toBe('0');
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(
      screen.getByText('Purchase date: "01/05/2025" is not a date (use YYYY-MM-DD)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Unknown material "Silk PLA": pick a material, keep it as a new one, or skip the row'),
    ).toBeInTheDocument();

    // Fix the weight inline, keep Silk PLA as a new material, skip the bad date.
    await user.type(screen.getByLabelText('Row 4: Weight (g)'), '1000{Enter}');
    await user.selectOptions(
      screen.getByLabelText('“Silk PLA” (1 row)'),
      'Keep “Silk PLA” as a new material',
    );
    await user.click(screen.getByRole('button', { name: 'Apply to 1 row' }));
    await user.click(screen.getByRole('button', { name: 'Skip row 5' }));
    expect(count('Ready')).toBe('4');
    expect(count('With problems')).toBe('0');
    expect(count('Skipped')).toBe('1');

    // Script in a name is shown as text, never run.
    await user.click(screen.getByRole('button', { name: /^All rows/ }));
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    // The point is that no element was made from the text: look at the document itself.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.querySelectorAll('script')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Import 4 spools' }));
    await screen.findByRole('heading', { name: 'Import complete' }, { timeout: 15_000 });
    expect(screen.getByText('4 spools created, 1 row skipped.')).toBeInTheDocument();

    const stored = (await adminFirestore().collection('spools').where('userId', '==', uid).get()).docs.map(
      (entry) => entry.data(),
    );
    expect(stored.map((spool) => spool.name).sort()).toEqual(
      ['<script>alert(1)</script>', 'Daily black', 'Heavy', 'Shiny'].sort(),
    );
    expect(stored.find((spool) => spool.name === 'Daily black')).toMatchObject({
      brand: 'Polymaker',
      material: 'PLA',
      weight: 1000,
      remainingWeight: 640,
      purchasePrice: 24.99,
      purchaseDate: '2025-03-01',
      status: 'used',
      location: 'Shelf A',
      notes: 'Likes 210 °C, "really"',
    });
    expect(stored.find((spool) => spool.name === 'Shiny')).toMatchObject({ material: 'Silk PLA' });
    expect(stored.find((spool) => spool.brand === 'eSun' && spool.material === 'PETG')).toMatchObject({
      notes: '=HYPERLINK("https://example.com")',
    });

    // The same headers again: the mapping chosen is offered.
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    await user.click(screen.getByRole('radio', { name: /Spreadsheet \(CSV\)/ }));
    await user.upload(screen.getByLabelText('2. Choose the file'), csvFile(SPREADSHEET));
    expect(
      await screen.findByText(
        'These columns were matched as you chose last time for a file with the same headers.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('refuses bad files with a message and keeps the chosen source', async () => {
    const { user } = await openImport();
    await user.click(screen.getByRole('radio', { name: /Spreadsheet \(CSV\)/ }));
    const input = screen.getByLabelText('2. Choose the file');
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'photo.csv',
    );
    await user.upload(input, png);
    expect(await screen.findByText(importFileMessages.notText)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Spreadsheet \(CSV\)/ })).toBeChecked();

    await user.upload(input, csvFile('', 'empty.csv'));
    expect(await screen.findByText(importFileMessages.empty)).toBeInTheDocument();

    // Over the limit: refused from its size, before it is read.
    const huge = csvFile('x');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(
      await screen.findByText(
        'This file is 50 MB: the limit is 20 MB. Export fewer spools at a time, or split the file.',
      ),
    ).toBeInTheDocument();
  });

  it('skips, for good, the spools an earlier import of the same Spoolman export wrote', async () => {
    const { user, uid } = await openImport();
    const records = (
      JSON.parse(readFileSync('tests/fixtures/spoolman/spools.json', 'utf8')) as unknown[]
    ).slice(0, 4);
    const jsonFile = (list: unknown[]) => new File([JSON.stringify(list)], 'spools.json');
    await user.upload(screen.getByLabelText('2. Choose the file'), jsonFile(records.slice(0, 3)));
    await screen.findByRole('heading', { name: 'Check the spools' }, { timeout: 15_000 });
    expect(count('Ready')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Import 3 spools' }));
    await screen.findByRole('heading', { name: 'Import complete' }, { timeout: 15_000 });

    // The same export again, with one spool more: only that one is new.
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    await user.upload(screen.getByLabelText('2. Choose the file'), jsonFile(records));
    await screen.findByRole('heading', { name: 'Check the spools' }, { timeout: 15_000 });
    expect(count('Ready')).toBe('1');
    expect(count('Skipped')).toBe('3');
    expect(
      screen.getByText(
        '3 spools of this export are already in your inventory from an earlier import: skipped, so nothing is counted twice.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^All rows/ }));
    expect(screen.getAllByText('Already imported')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Include row 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip row 4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 spool' }));
    await screen.findByRole('heading', { name: 'Import complete' }, { timeout: 15_000 });
    const stored = await adminFirestore().collection('spools').where('userId', '==', uid).get();
    expect(stored.size).toBe(4);
  });

  it('previews the Spoolman fixture with its expected counts', async () => {
    const { user } = await openImport();
    const csv = readFileSync('tests/fixtures/spoolman/spools.csv');
    await user.upload(screen.getByLabelText('2. Choose the file'), new File([csv], 'spools.csv'));
    await screen.findByRole('heading', { name: 'Check the spools' }, { timeout: 15_000 });
    expect(count('Ready')).toBe('199');
    expect(count('With problems')).toBe('13');
    expect(count('Skipped')).toBe('0');
    expect(screen.getByText('3 empty lines were left out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip these rows' }));
    await waitFor(() => expect(count('Skipped')).toBe('6'));
    expect(screen.getByRole('button', { name: 'Import 199 spools' })).toBeEnabled();
  });
});
