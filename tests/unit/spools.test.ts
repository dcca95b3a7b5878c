import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '@/domain/dates';
import type { Filament } from '@/domain/filament';
import {
  countLowSpools,
  DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS,
  isLowSpool,
  lowSpoolAlertText,
  lowSpoolSettingsSchema,
  lowSpoolThresholdFor,
  lowSpoolThresholdSchema,
} from '@/domain/low-spool-alerts';
import {
  applyFilamentToSpool,
  spoolFormDefaults,
  spoolFormSchema,
  spoolToFormValues,
  type SpoolFormValues,
} from '@/domain/spool-form';
import { remainingPercent, spoolSchema, spoolStatusBadge } from '@/domain/spool-record';

const validForm = (overrides: Partial<SpoolFormValues> = {}): SpoolFormValues => ({
  ...spoolFormDefaults(new Date(2025, 2, 7)),
  name: 'Black PLA',
  weight: '1000',
  purchasePrice: '24.99',
  ...overrides,
});

function messagesFor(values: unknown): Record<string, string[]> {
  const result = spoolFormSchema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byField[key] ??= []).push(issue.message);
  }
  return byField;
}

const galaxyBlack: Filament = {
  id: 'polymaker_pla_galaxyblack_1000_175_n',
  name: 'Galaxy Black',
  material: 'PLA',
  brand: 'Polymaker',
  colorName: 'Galaxy Black',
  colorHex: '1B1B1B',
  density: 1.24,
  diameter: 1.75,
  printTempMin: 190,
  printTempMax: 220,
  bedTempMin: 55,
  bedTempMax: 65,
  notes: '',
};

describe('spool form defaults (SPEC §3, §9)', () => {
  it('starts new, 1.75 mm, today, temperatures 0, no catalogue filament', () => {
    const defaults = spoolFormDefaults(new Date(2025, 2, 7, 23, 30));
    expect(defaults).toMatchObject({
      purchaseDate: '2025-03-07',
      status: 'new',
      diameter: 1.75,
      printTempMin: 0,
      printTempMax: 0,
      bedTempMin: 0,
      bedTempMax: 0,
      filamentId: null,
    });
  });

  it('formats today in local time with zero padding', () => {
    expect(todayIsoDate(new Date(2024, 0, 5))).toBe('2024-01-05');
  });

  it('fills remaining weight with the weight when left empty', () => {
    const parsed = spoolFormSchema.parse(validForm({ remainingWeight: '' }));
    expect(parsed.remainingWeight).toBe(1000);
    expect(parsed.weight).toBe(1000);
  });

  it('keeps typed values: numbers from text, trimmed names, null for empty location and notes', () => {
    const parsed = spoolFormSchema.parse(
      validForm({ name: '  Black PLA ', remainingWeight: '250.5', location: '  ', notes: ' shelf 2 ' }),
    );
    expect(parsed).toMatchObject({
      name: 'Black PLA',
      weight: 1000,
      remainingWeight: 250.5,
      purchasePrice: 24.99,
      purchaseDate: '2025-03-07',
      location: null,
      notes: 'shelf 2',
      status: 'new',
      diameter: 1.75,
      filamentId: null,
      lowSpoolThreshold: null,
    });
  });

  it('turns empty copied filament numbers back into their defaults', () => {
    const parsed = spoolFormSchema.parse(
      validForm({ diameter: '', printTempMin: '', bedTempMax: undefined }),
    );
    expect(parsed.diameter).toBe(1.75);
    expect(parsed.printTempMin).toBe(0);
    expect(parsed.bedTempMax).toBe(0);
  });
});

describe('spool form messages (SPEC §5, verbatim)', () => {
  it('requires a name', () => {
    expect(messagesFor(validForm({ name: '' })).name).toEqual(['Spool name is required']);
    expect(messagesFor(validForm({ name: '   ' })).name).toEqual(['Spool name is required']);
  });

  it('requires a weight, and a positive one', () => {
    expect(messagesFor(validForm({ weight: '' })).weight).toEqual(['Weight is required']);
    expect(messagesFor(validForm({ weight: undefined as unknown as string })).weight).toEqual([
      'Weight is required',
    ]);
    expect(messagesFor(validForm({ weight: Number.NaN })).weight).toEqual(['Weight is required']);
    expect(messagesFor(validForm({ weight: '-1' })).weight).toEqual(['Weight must be positive']);
  });

  it('accepts zero weights (min 0)', () => {
    expect(spoolFormSchema.safeParse(validForm({ weight: 0, remainingWeight: 0 })).success).toBe(true);
  });

  it('refuses a negative remaining weight', () => {
    expect(messagesFor(validForm({ remainingWeight: '-5' })).remainingWeight).toEqual([
      'Weight must be positive',
    ]);
  });

  it('refuses a remaining weight above the total', () => {
    expect(messagesFor(validForm({ weight: '1000', remainingWeight: '1000.1' })).remainingWeight).toEqual([
      'Remaining weight cannot exceed total weight',
    ]);
    expect(spoolFormSchema.safeParse(validForm({ weight: '1000', remainingWeight: '1000' })).success).toBe(
      true,
    );
  });

  it('says remaining is above the total even while another field is wrong', () => {
    const messages = messagesFor(validForm({ name: '', remainingWeight: 2000 }));
    expect(messages.name).toEqual(['Spool name is required']);
    expect(messages.remainingWeight).toEqual(['Remaining weight cannot exceed total weight']);
  });

  it('does not compare against a missing or negative total', () => {
    expect(messagesFor(validForm({ weight: '', remainingWeight: '5' })).remainingWeight).toBeUndefined();
    expect(messagesFor(validForm({ weight: '-1', remainingWeight: '5' })).remainingWeight).toBeUndefined();
  });

  it('requires a purchase date', () => {
    expect(messagesFor(validForm({ purchaseDate: '' })).purchaseDate).toEqual(['Purchase date is required']);
  });

  it('refuses a purchase date that is not a real day', () => {
    expect(messagesFor(validForm({ purchaseDate: '2025-02-30' })).purchaseDate).toEqual([
      'Purchase date is required',
    ]);
    expect(messagesFor(validForm({ purchaseDate: '07/03/2025' })).purchaseDate).toEqual([
      'Purchase date is required',
    ]);
    expect(spoolFormSchema.parse(validForm({ purchaseDate: '2024-02-29' })).purchaseDate).toBe('2024-02-29');
  });

  it('refuses texts longer than the rules store, and accepts them at the limit', () => {
    const limits = { name: 200, brand: 100, material: 100, colorName: 200, location: 200, notes: 2000 };
    for (const [field, limit] of Object.entries(limits)) {
      expect(messagesFor(validForm({ [field]: 'x'.repeat(limit + 1) }))[field]).toEqual([
        `Must be at most ${limit.toLocaleString('en-US')} characters`,
      ]);
      expect(spoolFormSchema.safeParse(validForm({ [field]: 'x'.repeat(limit) })).success).toBe(true);
    }
  });

  it('requires a purchase price, and a positive one', () => {
    expect(messagesFor(validForm({ purchasePrice: '' })).purchasePrice).toEqual([
      'Purchase price is required',
    ]);
    expect(messagesFor(validForm({ purchasePrice: '-0.01' })).purchasePrice).toEqual([
      'Price must be positive',
    ]);
  });

  it('requires a status of new, used or done', () => {
    expect(messagesFor(validForm({ status: '' as never })).status).toEqual(['Status is required']);
    expect(messagesFor(validForm({ status: 'empty' as never })).status).toEqual(['Status is required']);
    for (const status of ['new', 'used', 'done'] as const) {
      expect(spoolFormSchema.parse(validForm({ status })).status).toBe(status);
    }
  });

  it('refuses a negative per-spool threshold', () => {
    expect(messagesFor(validForm({ lowSpoolThreshold: '-1' })).lowSpoolThreshold).toEqual([
      'Threshold must be positive',
    ]);
    expect(spoolFormSchema.parse(validForm({ lowSpoolThreshold: '150' })).lowSpoolThreshold).toBe(150);
  });
});

describe('choosing a catalogue filament', () => {
  it('copies brand, colour, material, diameter and temperatures and keeps the filament id', () => {
    const values = applyFilamentToSpool(validForm({ name: 'My spool' }), galaxyBlack);
    const parsed = spoolFormSchema.parse(values);
    expect(parsed).toMatchObject({
      name: 'My spool',
      brand: 'Polymaker',
      colorName: 'Galaxy Black',
      material: 'PLA',
      diameter: 1.75,
      printTempMin: 190,
      printTempMax: 220,
      bedTempMin: 55,
      bedTempMax: 65,
      filamentId: 'polymaker_pla_galaxyblack_1000_175_n',
    });
  });

  it('names an unnamed spool after the filament', () => {
    const values = applyFilamentToSpool(validForm({ name: '' }), galaxyBlack);
    expect(values.name).toBe('Polymaker PLA Galaxy Black');
  });

  it('falls back to the filament name when it has no colour name', () => {
    const values = applyFilamentToSpool(validForm(), { ...galaxyBlack, colorName: '' });
    expect(values.colorName).toBe('Galaxy Black');
  });

  it('round-trips a stored spool through the edit form', () => {
    const stored = spoolSchema.parse({
      id: 's1',
      userId: 'u1',
      ...spoolFormSchema.parse(applyFilamentToSpool(validForm({ location: 'Shelf A' }), galaxyBlack)),
    });
    const again = spoolFormSchema.parse(spoolToFormValues(stored));
    expect(again).toMatchObject({ filamentId: galaxyBlack.id, location: 'Shelf A', remainingWeight: 1000 });
  });
});

describe('stored spool schema', () => {
  it('fills §3 defaults for missing fields', () => {
    const spool = spoolSchema.parse({
      id: 's1',
      userId: 'u1',
      name: 'Old',
      weight: 750,
      remainingWeight: 10,
    });
    expect(spool).toMatchObject({
      status: 'new',
      diameter: 1.75,
      printTempMin: 0,
      location: null,
      notes: null,
      filamentId: null,
      lowSpoolThreshold: null,
    });
  });
});

describe('status badges', () => {
  it('labels every status in text', () => {
    expect(spoolStatusBadge('new')).toEqual({ label: 'New', tone: 'green' });
    expect(spoolStatusBadge('used')).toEqual({ label: 'Used', tone: 'blue' });
    expect(spoolStatusBadge('done')).toEqual({ label: 'Done', tone: 'grey' });
  });
});

describe('remaining bar', () => {
  it('is a clamped percentage', () => {
    expect(remainingPercent({ weight: 1000, remainingWeight: 250 })).toBe(25);
    expect(remainingPercent({ weight: 0, remainingWeight: 0 })).toBe(0);
    expect(remainingPercent({ weight: 100, remainingWeight: 150 })).toBe(100);
  });
});

describe('low-spool alerts', () => {
  const spool = (
    remainingWeight: number,
    lowSpoolThreshold: number | null = null,
    status = 'used' as const,
  ) => ({
    remainingWeight,
    lowSpoolThreshold,
    status,
  });

  it('defaults to 100 g', () => {
    expect(DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS).toBe(100);
    expect(isLowSpool(spool(99))).toBe(true);
    expect(isLowSpool(spool(100))).toBe(false);
  });

  it("uses the user's threshold over the default, and the spool's over both", () => {
    expect(lowSpoolThresholdFor(spool(0), 250)).toBe(250);
    expect(lowSpoolThresholdFor(spool(0, 50), 250)).toBe(50);
    expect(lowSpoolThresholdFor(spool(0, 0), 250)).toBe(0);
    expect(lowSpoolThresholdFor(spool(0), null)).toBe(100);
    expect(isLowSpool(spool(200), 250)).toBe(true);
    expect(isLowSpool(spool(200, 150), 250)).toBe(false);
  });

  it('does not flag spools marked done', () => {
    expect(isLowSpool({ remainingWeight: 0, lowSpoolThreshold: null, status: 'done' })).toBe(false);
  });

  it('counts low spools', () => {
    const spools = [
      spool(10),
      spool(99),
      spool(100),
      spool(500, 600),
      { ...spool(0), status: 'done' as const },
    ];
    expect(countLowSpools(spools)).toBe(3);
    expect(countLowSpools(spools, 5)).toBe(1);
    expect(countLowSpools([])).toBe(0);
  });

  it('words the alert', () => {
    expect(lowSpoolAlertText(1)).toBe('1 spool is running low');
    expect(lowSpoolAlertText(3)).toBe('3 spools are running low');
  });

  it('validates the global threshold setting', () => {
    expect(lowSpoolThresholdSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Low-spool threshold is required',
    );
    expect(lowSpoolThresholdSchema.safeParse('-3').error?.issues[0]?.message).toBe(
      'Threshold must be positive',
    );
    expect(lowSpoolThresholdSchema.parse('150')).toBe(150);
  });

  it('validates the settings form with the same messages', () => {
    expect(lowSpoolSettingsSchema.parse({ threshold: '75' })).toEqual({ threshold: 75 });
    expect(lowSpoolSettingsSchema.safeParse({ threshold: ' ' }).error?.issues).toMatchObject([
      { path: ['threshold'], message: 'Low-spool threshold is required' },
    ]);
  });
});
