import { describe, expect, it } from 'vitest';
import {
  buildVolumeLabel,
  canAddPrinter,
  nextPrinterStatus,
  printerFormDefaults,
  printerFormSchema,
  printerLimitMessage,
  printerSchema,
  printerStatusLabel,
  printerStatusTone,
  printerUpdateSchema,
  withPrinterDefaults,
  type PrinterFormValues,
} from '@/domain/printers';

const valid: PrinterFormValues = {
  name: 'Prusa MK4',
  model: 'MK4',
  buildVolume: { x: 250, y: 210, z: 220 },
  numExtruders: 1,
  powerConsumption: 120,
  initialCost: 1099,
  replacementPeriod: 10000,
  costPerHour: 0.35,
  expectedYearlyHours: 2000,
  annualMaintenanceCost: 60,
};

/** The first message zod reports for `path`, or undefined when that field is fine. */
function messageFor(values: unknown, path: string): string | undefined {
  const result = printerFormSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const withField = (path: string, value: unknown): unknown => {
  const copy = structuredClone(valid) as Record<string, unknown>;
  const [head, tail] = path.split('.');
  if (tail) (copy[head!] as Record<string, unknown>)[tail] = value;
  else copy[head!] = value;
  return copy;
};

describe('printer form schema', () => {
  it('accepts a complete printer and returns typed numbers', () => {
    const parsed = printerFormSchema.parse({
      ...valid,
      powerConsumption: '120',
      buildVolume: { x: '250', y: 210, z: ' 220 ' },
    });
    expect(parsed.powerConsumption).toBe(120);
    expect(parsed.buildVolume).toEqual({ x: 250, y: 210, z: 220 });
    expect(parsed.status).toBeUndefined();
  });

  it.each([
    ['name', 'Printer name is required'],
    ['model', 'Model is required'],
  ])('requires %s with %j', (path, message) => {
    expect(messageFor(withField(path, ''), path)).toBe(message);
    expect(messageFor(withField(path, '   '), path)).toBe(message);
    expect(messageFor(withField(path, undefined), path)).toBe(message);
  });

  const numberFields: Array<[string, string]> = [
    ['buildVolume.x', 'X dimension is required'],
    ['buildVolume.y', 'Y dimension is required'],
    ['buildVolume.z', 'Z dimension is required'],
    ['numExtruders', 'Number of extruders is required'],
    ['powerConsumption', 'Power consumption is required'],
    ['initialCost', 'Initial cost is required'],
    ['replacementPeriod', 'Replacement period is required'],
    ['costPerHour', 'Cost per hour is required'],
    ['expectedYearlyHours', 'Expected yearly hours is required'],
    ['annualMaintenanceCost', 'Annual maintenance cost is required'],
  ];

  it.each(numberFields)('%s: empty, missing or NaN gives %j', (path, message) => {
    for (const empty of ['', '  ', undefined, null, Number.NaN, 'abc']) {
      expect(messageFor(withField(path, empty), path)).toBe(message);
    }
  });

  it.each(numberFields.filter(([path]) => path !== 'numExtruders'))(
    '%s: below 0 gives "Must be greater than 0", 0 is allowed',
    (path) => {
      expect(messageFor(withField(path, -1), path)).toBe('Must be greater than 0');
      expect(messageFor(withField(path, '-0.5'), path)).toBe('Must be greater than 0');
      expect(messageFor(withField(path, 0), path)).toBeUndefined();
    },
  );

  it('needs at least 1 extruder', () => {
    expect(messageFor(withField('numExtruders', 0), 'numExtruders')).toBe('Must have at least 1 extruder');
    expect(messageFor(withField('numExtruders', '-2'), 'numExtruders')).toBe('Must have at least 1 extruder');
    expect(messageFor(withField('numExtruders', 1), 'numExtruders')).toBeUndefined();
    expect(messageFor(withField('numExtruders', 4), 'numExtruders')).toBeUndefined();
  });

  it('refuses a fractional number of extruders', () => {
    expect(messageFor(withField('numExtruders', 1.5), 'numExtruders')).toBe(
      'Number of extruders must be a whole number',
    );
  });

  it('caps expected yearly hours at 8760', () => {
    expect(messageFor(withField('expectedYearlyHours', 8760), 'expectedYearlyHours')).toBeUndefined();
    expect(messageFor(withField('expectedYearlyHours', 8761), 'expectedYearlyHours')).toBe(
      'Cannot exceed hours in a year (8760)',
    );
    expect(messageFor(withField('expectedYearlyHours', -1), 'expectedYearlyHours')).toBe(
      'Must be greater than 0',
    );
  });

  it('reports every required message of an empty new-printer form at once', () => {
    const result = printerFormSchema.safeParse({
      ...printerFormDefaults(),
      buildVolume: { x: '', y: '', z: '' },
      numExtruders: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Printer name is required',
        'Model is required',
        ...numberFields.map(([, message]) => message),
      ]),
    );
  });

  it('accepts only the four statuses', () => {
    expect(printerFormSchema.safeParse({ ...valid, status: 'printing' }).success).toBe(true);
    expect(printerFormSchema.safeParse({ ...valid, status: 'broken' }).success).toBe(false);
  });
});

describe('printer defaults', () => {
  it('starts a new printer with build volume 0,0,0, one extruder and idle (SPEC §3/§9)', () => {
    const defaults = printerFormDefaults();
    expect(defaults.buildVolume).toEqual({ x: 0, y: 0, z: 0 });
    expect(defaults.numExtruders).toBe(1);
    expect(defaults.status).toBe('idle');
    expect(defaults.name).toBe('');
    expect(defaults.costPerHour).toBe('');
  });

  it('gives a new printer status idle when none is chosen, and keeps a chosen one', () => {
    const parsed = printerFormSchema.parse(valid);
    expect(withPrinterDefaults(parsed).status).toBe('idle');
    expect(withPrinterDefaults({ ...parsed, status: 'maintenance' }).status).toBe('maintenance');
  });

  it('fills the edit form from a stored printer', () => {
    const printer = printerSchema.parse({ ...valid, id: 'p1', userId: 'u1', status: 'printing' });
    expect(printerFormDefaults(printer)).toEqual({ ...valid, status: 'printing' });
  });
});

describe('printer update schema', () => {
  it('keeps only the fields given, without filling defaults', () => {
    expect(printerUpdateSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(printerUpdateSchema.parse({ status: 'offline' })).toEqual({ status: 'offline' });
  });

  it('still applies the form rules to the fields given', () => {
    expect(printerUpdateSchema.safeParse({ expectedYearlyHours: 9000 }).success).toBe(false);
    expect(printerUpdateSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('stored printer schema', () => {
  it('applies the SPEC §3 defaults to a sparse document', () => {
    const printer = printerSchema.parse({ id: 'p1', userId: 'u1', name: 'Ender' });
    expect(printer).toMatchObject({
      model: '',
      buildVolume: { x: 0, y: 0, z: 0 },
      numExtruders: 1,
      status: 'idle',
      costPerHour: 0,
      createdAt: null,
    });
  });

  it('shows an unknown stored status as offline', () => {
    expect(printerSchema.parse({ id: 'p1', userId: 'u1', name: 'Ender', status: 'exploded' }).status).toBe(
      'offline',
    );
  });
});

describe('status toggle and badge', () => {
  it('turns idle into offline and everything else into idle (SPEC §4)', () => {
    expect(nextPrinterStatus('idle')).toBe('offline');
    expect(nextPrinterStatus('offline')).toBe('idle');
    expect(nextPrinterStatus('printing')).toBe('idle');
    expect(nextPrinterStatus('maintenance')).toBe('idle');
    expect(nextPrinterStatus('anything')).toBe('idle');
  });

  it('colours idle green, printing blue, maintenance yellow and the rest grey', () => {
    expect(printerStatusTone('idle')).toBe('green');
    expect(printerStatusTone('printing')).toBe('blue');
    expect(printerStatusTone('maintenance')).toBe('yellow');
    expect(printerStatusTone('offline')).toBe('grey');
    expect(printerStatusTone('unknown')).toBe('grey');
  });

  it('labels each status in words', () => {
    expect(printerStatusLabel('idle')).toBe('Idle');
    expect(printerStatusLabel('maintenance')).toBe('Maintenance');
    expect(printerStatusLabel('odd')).toBe('odd');
  });
});

describe('build volume label', () => {
  it("reads 'x × y × z mm'", () => {
    expect(buildVolumeLabel({ x: 250, y: 210, z: 220 })).toBe('250 × 210 × 220 mm');
    expect(buildVolumeLabel({ x: 0, y: 0, z: 180 })).toBe('0 × 0 × 180 mm');
  });

  it("reads 'Not specified' when all three are zero", () => {
    expect(buildVolumeLabel({ x: 0, y: 0, z: 0 })).toBe('Not specified');
  });
});

describe('printer limit', () => {
  it('allows adding only while the count is below maxPrinters', () => {
    expect(canAddPrinter(0, 1)).toBe(true);
    expect(canAddPrinter(1, 1)).toBe(false);
    expect(canAddPrinter(4, 5)).toBe(true);
    expect(canAddPrinter(5, 5)).toBe(false);
    expect(canAddPrinter(7, 5)).toBe(false);
  });

  it('explains the limit with the plan name and count', () => {
    expect(printerLimitMessage('Hobby', 1)).toBe(
      'Your Hobby plan allows up to 1 printer. Upgrade your plan to add more.',
    );
    expect(printerLimitMessage('Solo', 5)).toBe(
      'Your Solo plan allows up to 5 printers. Upgrade your plan to add more.',
    );
  });
});
