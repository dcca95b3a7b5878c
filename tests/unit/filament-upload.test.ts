import { describe, expect, it } from 'vitest';
import {
  checkFilamentUploadSize,
  filamentUploadMessages,
  MAX_FILAMENT_UPLOAD_BYTES,
  parseFilamentUpload,
} from '@/domain/filament-upload';

const row = { id: 'esun_pla_black', name: 'Black', material: 'PLA', manufacturer: 'eSun' };

describe('an uploaded filaments.json', () => {
  it('gives the rows of a SpoolmanDB list, broken rows among good ones included', () => {
    const text = JSON.stringify([row, { id: 'broken' }]);
    expect(parseFilamentUpload(text)).toEqual({ ok: true, rows: [row, { id: 'broken' }] });
  });

  it.each([
    ['an empty file', '', filamentUploadMessages.empty],
    ['only whitespace', '  \n', filamentUploadMessages.empty],
    ['text that is not JSON', 'id,name\n1,Black', filamentUploadMessages.notJson],
    ['an object', JSON.stringify({ filaments: [row] }), filamentUploadMessages.notList],
    ['a number', '42', filamentUploadMessages.notList],
    ['an empty list', '[]', filamentUploadMessages.noFilaments],
    [
      'a list of non-filaments',
      JSON.stringify([{ material: 'PLA', density: 1.24 }, 'x']),
      filamentUploadMessages.noUsableRows,
    ],
  ])('refuses %s with a message', (_, text, message) => {
    expect(parseFilamentUpload(text)).toEqual({ ok: false, message });
  });

  it('refuses a huge file by its size, before reading it', () => {
    expect(checkFilamentUploadSize(MAX_FILAMENT_UPLOAD_BYTES + 1)).toBe(
      'The file is too large (40.0 MB). A SpoolmanDB filaments.json is under 40 MB.',
    );
    expect(checkFilamentUploadSize(0)).toBe(filamentUploadMessages.empty);
    expect(checkFilamentUploadSize(3_630_791)).toBeNull();
    expect(parseFilamentUpload(JSON.stringify([row]), MAX_FILAMENT_UPLOAD_BYTES + 1).ok).toBe(false);
  });
});
