import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { spoolShortCode } from '@/domain/spool-label';
import {
  matchShortCode,
  parseSpoolScan,
  runSpoolRefusal,
  scanMessages,
  SCAN_TEXT_MAX_LENGTH,
  SPOOL_ID_MAX_LENGTH,
} from '@/domain/spool-scan';

const ID = 'Ab3dEf7hIjKlMnOpQrSt';

describe('parseSpoolScan: the camera (a QR code)', () => {
  it('reads the label’s link on this or any other origin as the spool’s id', () => {
    for (const origin of [
      'http://127.0.0.1:4173',
      'https://printledger.app',
      'https://farm.example.com:8443',
    ]) {
      expect(parseSpoolScan(`${origin}${paths.dashboard.spool(ID)}`, 'camera')).toEqual({
        ok: true,
        spool: { kind: 'id', id: ID },
      });
    }
  });
  it('agrees with paths.dashboard.spool, ignores a trailing slash, query, hash and whitespace', () => {
    expect(paths.dashboard.spool(ID)).toBe(`/dashboard/materials/${ID}`);
    const expected = { ok: true, spool: { kind: 'id', id: ID } };
    expect(parseSpoolScan(`  https://x.dev/dashboard/materials/${ID}/?from=label#top \n`, 'camera')).toEqual(
      expected,
    );
  });
  it('refuses every other QR code with a message (other paths, schemes, text, odd ids)', () => {
    const refused = [
      'https://printledger.app/dashboard/printers/abc12345',
      'https://printledger.app/dashboard/materials',
      'https://printledger.app/dashboard/materials/',
      `https://printledger.app/dashboard/materials/${ID}/history`,
      `https://printledger.app/x/dashboard/materials/${ID}`,
      `javascript:alert(1)//dashboard/materials/${ID}`,
      `ftp://printledger.app/dashboard/materials/${ID}`,
      'WIFI:S:workshop;T:WPA;P:secret;;',
      ID,
      'https://printledger.app/dashboard/materials/a%2Fb',
      'https://printledger.app/dashboard/materials/%E0%A4%A',
      `https://printledger.app/dashboard/materials/${'a'.repeat(SPOOL_ID_MAX_LENGTH + 1)}`,
      `https://printledger.app/dashboard/materials/${'a'.repeat(SCAN_TEXT_MAX_LENGTH)}`,
      '',
      '   ',
    ];
    for (const text of refused) {
      expect(parseSpoolScan(text, 'camera')).toEqual({ ok: false, message: scanMessages.notSpoolQr });
    }
  });
});

describe('parseSpoolScan: typed', () => {
  it('takes the label’s short code (case kept), trimmed, spaces inside dropped', () => {
    const code = spoolShortCode(ID);
    expect(code).toBe('Ab3dEf7h');
    const expected = { ok: true, spool: { kind: 'shortCode', code: 'Ab3dEf7h' } };
    expect(parseSpoolScan(code, 'typed')).toEqual(expected);
    expect(parseSpoolScan('  Ab3d Ef7h\t', 'typed')).toEqual(expected);
  });
  it('takes a whole id or a pasted link as the id', () => {
    expect(parseSpoolScan(ID, 'typed')).toEqual({ ok: true, spool: { kind: 'id', id: ID } });
    expect(parseSpoolScan(`printledger.app/dashboard/materials/${ID}`, 'typed')).toEqual({
      ok: true,
      spool: { kind: 'id', id: ID },
    });
    expect(parseSpoolScan(`/dashboard/materials/${ID}`, 'typed')).toEqual({
      ok: true,
      spool: { kind: 'id', id: ID },
    });
  });
  it('says what is wrong with empty, short, long, odd and non-spool input', () => {
    expect(parseSpoolScan('', 'typed')).toEqual({ ok: false, message: scanMessages.empty });
    expect(parseSpoolScan('   ', 'typed')).toEqual({ ok: false, message: scanMessages.empty });
    expect(parseSpoolScan('Ab3', 'typed')).toEqual({ ok: false, message: scanMessages.tooShort(3) });
    expect(scanMessages.tooShort(1)).toBe('A spool’s code has 8 characters; 1 was typed.');
    expect(parseSpoolScan('a'.repeat(SPOOL_ID_MAX_LENGTH + 1), 'typed')).toEqual({
      ok: false,
      message: scanMessages.tooLong,
    });
    expect(parseSpoolScan('a'.repeat(SCAN_TEXT_MAX_LENGTH + 1), 'typed')).toEqual({
      ok: false,
      message: scanMessages.tooLong,
    });
    for (const odd of ['Ab3d.f7h', 'Ab3dÉf7h', "Ab3d'f7h", 'Ab3d\u0000f7h', '<script>']) {
      expect(parseSpoolScan(odd, 'typed')).toEqual({ ok: false, message: scanMessages.oddCharacters });
    }
    expect(parseSpoolScan('https://example.com/products/42', 'typed')).toEqual({
      ok: false,
      message: scanMessages.notSpoolLink,
    });
  });
});

describe('matchShortCode', () => {
  it('one spool found is the spool; none or several say so with the code', () => {
    expect(matchShortCode('Ab3dEf7h', [{ id: ID }])).toEqual({ ok: true, spool: { id: ID } });
    expect(matchShortCode('Ab3dEf7h', [])).toEqual({
      ok: false,
      message: scanMessages.noShortCode('Ab3dEf7h'),
    });
    expect(scanMessages.noShortCode('Ab3dEf7h')).toContain('No spool has the code “Ab3dEf7h”');
    expect(matchShortCode('Ab3dEf7h', [{ id: ID }, { id: `${ID}x` }])).toEqual({
      ok: false,
      message: scanMessages.severalShortCode('Ab3dEf7h'),
    });
  });
});

describe('runSpoolRefusal', () => {
  const spool = { name: 'Galaxy Black PLA', status: 'used', remainingWeight: 400, material: 'PLA' };
  const context = { offered: true, jobMaterial: 'PLA' };
  it('takes an offered spool with filament left', () => {
    expect(runSpoolRefusal(spool, context)).toBeNull();
  });
  it('refuses a used-up spool (done, or nothing left) even when offered', () => {
    expect(runSpoolRefusal({ ...spool, status: 'done' }, context)).toMatch(/used up/);
    expect(runSpoolRefusal({ ...spool, remainingWeight: 0 }, context)).toMatch(/used up/);
  });
  it('refuses a spool of another material that is not offered, saying how to find it', () => {
    const petg = { ...spool, name: 'Blue PETG', material: 'PETG' };
    expect(runSpoolRefusal(petg, { ...context, offered: false })).toBe(
      '“Blue PETG” is PETG, but this job needs PLA. Find it under “Find a spool” to use it anyway.',
    );
    // Found by the search (offered), it is taken: the dialog then asks to confirm the material.
    expect(runSpoolRefusal(petg, context)).toBeNull();
  });
  it('takes a spool of the job’s material (any case) or of a job with none, offered or not', () => {
    expect(runSpoolRefusal({ ...spool, material: 'pla' }, { ...context, offered: false })).toBeNull();
    const petg = { ...spool, material: 'PETG' };
    expect(runSpoolRefusal(petg, { offered: false, jobMaterial: '' })).toBeNull();
  });
});
