// The CSV exports against the emulator: what the exports repository reads (every record of the
// user, and only theirs) becomes the CSV text a spreadsheet opens.
import { Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { CSV_BOM } from '@/domain/csv';
import { ledgerCsv, projectsCsv, spoolsCsv } from '@/domain/csv-exports';
import { createExportsRepository, EXPORT_PAGE_SIZE } from '@/repositories/exports';
import { createUsersRepository } from '@/repositories/users';
import { adminDocuments, adminFirestore, signedUpClient, type TestClient } from '../support/emulators';

const EXPORTED_AT = new Date(2026, 10, 25, 12, 0);

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

async function newUser() {
  const client = await signedUpClient();
  disposables.push(client);
  await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
  return client;
}

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** The CSV's lines after the byte-order mark (CRLF-separated; no cell here holds a line break). */
function lines(text: string): string[] {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  return text.slice(CSV_BOM.length).split('\r\n');
}

describe('CSV exports against the emulator', () => {
  it('exports every spool of the user, and none of another user', async () => {
    const { db, uid } = await newUser();
    const other = await newUser();
    const admin = adminFirestore();
    await Promise.all([
      admin
        .collection('spools')
        .doc(`${uid}-b`)
        .set({
          ...adminDocuments.spool(uid, {
            name: 'Jet Black, matte',
            remainingWeight: 612.5,
            purchasePrice: 1234.5,
            notes: '=HYPERLINK("http://evil.example")',
            location: 'Shelf "A"',
            status: 'used',
            colorHex: '#1B1B1B',
          }),
          createdAt: at('2026-01-02T03:04:05Z'),
          updatedAt: at('2026-01-03T03:04:05Z'),
        }),
      admin
        .collection('spools')
        .doc(`${uid}-a`)
        .set({
          ...adminDocuments.spool(uid, {
            name: 'Arctic Grün 🧊',
            brand: 'Prusament',
            purchaseDate: '2025-12-24',
          }),
          createdAt: at('2025-12-24T10:00:00Z'),
          updatedAt: at('2025-12-24T10:00:00Z'),
        }),
      admin
        .collection('spools')
        .doc(`${other.uid}-x`)
        .set(adminDocuments.spool(other.uid, { name: 'Not mine' })),
    ]);

    const spools = await createExportsRepository(db).spools(uid);
    const file = spoolsCsv(spools, EXPORTED_AT);

    expect(file.fileName).toBe('printledger-spools-2026-11-25.csv');
    expect(lines(file.text)).toEqual([
      'Name,Brand,Material,Colour,Colour hex,Diameter (mm),Weight (g),Remaining (g),Empty spool weight (g),Status,' +
        'Purchase date,Purchase price,Storage location,Notes,Print temp min (°C),Print temp max (°C),' +
        'Bed temp min (°C),Bed temp max (°C),Low-spool alert threshold (g),Catalogue filament ID,Created,Updated,' +
        'Spool ID',
      `Arctic Grün 🧊,Prusament,PLA,Galaxy Black,,1.75,1000,800,,New,2025-12-24,24.99,,,190,220,55,65,,,` +
        `2025-12-24T10:00:00.000Z,2025-12-24T10:00:00.000Z,${uid}-a`,
      `"Jet Black, matte",Polymaker,PLA,Galaxy Black,#1B1B1B,1.75,1000,612.5,,Used,2025-03-07,1234.5,"Shelf ""A""",` +
        `"'=HYPERLINK(""http://evil.example"")",190,220,55,65,,,2026-01-02T03:04:05.000Z,` +
        `2026-01-03T03:04:05.000Z,${uid}-b`,
    ]);
  });

  it('exports projects with one row per print job in order, and one row for a project without jobs', async () => {
    const { db, uid } = await newUser();
    const admin = adminFirestore();
    const printerId = `${uid}-printer`;
    const chess = `${uid}-chess`;
    const vase = `${uid}-vase`;
    await admin
      .collection('printers')
      .doc(printerId)
      .set(adminDocuments.printer(uid, { name: 'Voron 2.4' }));
    await admin
      .collection('projects')
      .doc(chess)
      .set({
        ...adminDocuments.project(uid, {
          name: 'Chess set',
          clientName: 'Ada',
          printers: [printerId],
          jobCount: 2,
        }),
        createdAt: at('2026-01-01T00:00:00Z'),
      });
    // Stored out of order: the export follows their positions.
    await admin
      .collection('projects')
      .doc(chess)
      .collection('jobs')
      .doc('b-knight')
      .set(
        adminDocuments.printJob(uid, {
          description: 'Knight',
          position: 1,
          assignedPrinter: printerId,
          printTime: { hours: 2, minutes: 5 },
          material: { meters: 10.5, grams: 31.25 },
        }),
      );
    await admin
      .collection('projects')
      .doc(chess)
      .collection('jobs')
      .doc('a-rook')
      .set(adminDocuments.printJob(uid, { description: '+Rook', position: 0, status: 'completed' }));
    await admin
      .collection('projects')
      .doc(vase)
      .set({
        ...adminDocuments.project(uid, {
          name: 'Vase',
          clientName: '',
          description: 'Spiral, "vase mode"',
          status: 'in-progress',
          printers: [],
          jobCount: 0,
          totalGrams: 0,
          totalMinutes: 0,
          estimatedCost: 0,
        }),
        createdAt: at('2026-02-01T00:00:00Z'),
      });

    const exports = createExportsRepository(db);
    const [projects, printers] = await Promise.all([exports.projects(uid), exports.printers(uid)]);
    const file = projectsCsv(projects, printers, EXPORTED_AT);
    const parsed = Papa.parse<Record<string, string>>(file.text.slice(CSV_BOM.length), { header: true });
    expect(parsed.errors).toEqual([]);

    expect(
      parsed.data.map((row) => [
        row.Project,
        row['Print job'],
        row['Job status'],
        row['Print time (minutes)'],
        row['Material (g)'],
        row['Assigned printer'],
        row.Printers,
      ]),
    ).toEqual([
      ['Chess set', "'+Rook", 'Completed', '90', '12.4', '', 'Voron 2.4'],
      ['Chess set', 'Knight', 'Pending', '125', '31.25', 'Voron 2.4', 'Voron 2.4'],
      ['Vase', '', '', '', '', '', ''],
    ]);
    expect(parsed.data[2]).toMatchObject({
      'Project status': 'In Progress',
      'Project description': 'Spiral, "vase mode"',
      'Estimated cost': '0',
      'Project ID': vase,
      'Job ID': '',
    });
    // The raw text: one line per job, the project's cells repeated on each.
    const [header, first, second, third] = lines(file.text);
    expect(header).toMatch(
      /^Project,Client,Project status,Start date,End date,Estimated cost,Actual cost,Printers,/,
    );
    expect(first).toMatch(
      /^Chess set,Ada,Pending,2025-03-01,,12.5,,Voron 2.4,Staunton pattern,'\+Rook,Completed,PLA,/,
    );
    expect(second).toMatch(
      /^Chess set,Ada,Pending,2025-03-01,,12.5,,Voron 2.4,Staunton pattern,Knight,Pending,PLA,/,
    );
    expect(third).toBe(
      `Vase,,In Progress,2025-03-01,,0,,,"Spiral, ""vase mode""",,,,,,,,,,,,,,,,,2026-02-01T00:00:00.000Z,` +
        `${parsed.data[2]!['Project updated']},${vase},`,
    );
  });

  it('exports one spool’s ledger oldest first, usage as a negative number', async () => {
    const { db, uid } = await newUser();
    const admin = adminFirestore();
    const spoolId = `${uid}-spool`;
    await admin
      .collection('spools')
      .doc(spoolId)
      .set(adminDocuments.spool(uid, { name: 'Galaxy Black PLA', remainingWeight: 787.5 }));
    const ledger = admin.collection('spools').doc(spoolId).collection('ledger');
    const entry = (fields: Record<string, unknown>) => ({
      userId: uid,
      spoolId,
      runId: null,
      label: '',
      note: '',
      pricePerGram: 0.02499,
      ...fields,
    });
    await ledger.doc('e2').set(
      entry({
        kind: 'usage',
        grams: -12.5,
        balanceAfter: 787.5,
        runId: 'run-1',
        label: 'Chess set · Rook',
        createdAt: at('2026-03-04T10:40:00Z'),
      }),
    );
    await ledger.doc('e1').set(
      entry({
        kind: 'weigh-in',
        grams: -200,
        balanceAfter: 800,
        note: '-200 g: weighed',
        createdAt: at('2026-03-01T09:00:00Z'),
      }),
    );

    const exports = createExportsRepository(db);
    const [spool] = await exports.spools(uid);
    const file = ledgerCsv(spool!, await exports.spoolLedger(uid, spoolId), EXPORTED_AT);

    expect(file.fileName).toBe('printledger-spool-history-galaxy-black-pla-2026-11-25.csv');
    expect(lines(file.text)).toEqual([
      'Recorded,Spool,Change,Grams (g),Remaining after (g),Price per gram,For,Note,Run ID,Spool ID,Entry ID',
      `2026-03-01T09:00:00.000Z,Galaxy Black PLA,Weigh-in,-200,800,0.02499,,'-200 g: weighed,,${spoolId},e1`,
      `2026-03-04T10:40:00.000Z,Galaxy Black PLA,Print run,-12.5,787.5,0.02499,Chess set · Rook,,run-1,${spoolId},e2`,
    ]);
  });

  it('reads a collection larger than one page in full', async () => {
    const { db, uid } = await newUser();
    const admin = adminFirestore();
    const count = EXPORT_PAGE_SIZE + 3;
    const batch = admin.batch();
    for (let index = 0; index < count; index += 1) {
      const id = `${uid}-m${String(index).padStart(4, '0')}`;
      batch.set(
        admin.collection('materials').doc(id),
        adminDocuments.material(uid, { material: `M${index}` }),
      );
    }
    await batch.commit();

    const materials = await createExportsRepository(db).materials(uid);
    expect(materials).toHaveLength(count);
    expect(new Set(materials.map((material) => material.id)).size).toBe(count);
  });
});
