import { describe, expect, it } from 'vitest';
import { addCoverage, CoverageFilter } from '../../rules/coverage-stream';

const page = (data: unknown) =>
  `<html><script>const x = "mapValue";\nconst data = ${JSON.stringify(data)};\n\nconst REPORT_LIMIT_SIZE = 1;\nlet y = { mapValue: 1 };</script></html>`;

function run(html: string, chunkSize: number) {
  const filter = new CoverageFilter();
  const bytes = Buffer.from(html);
  for (let at = 0; at < bytes.length; at += chunkSize) filter.write(bytes.subarray(at, at + chunkSize));
  return filter.text();
}

describe('the rules coverage page filter', () => {
  const data = {
    report: [
      {
        sourcePosition: { line: 3, column: 1 },
        values: [
          { value: { mapValue: { fields: { a: { stringValue: 'x"}]' } } } }, count: 2 },
          { value: { listValue: { values: [{ mapValue: {} }, [1, 2]] } }, count: 1 },
          { value: { constraintValue: { comparison: 'EQ' } }, count: 4 },
          { value: { boolValue: true }, count: 7 },
          { value: { mapValue: 'odd' }, count: 1 },
          { value: { listValue: 12 }, count: 1 },
        ],
        children: [{ values: [{ value: { stringValue: 'mapValue' }, count: 1 }] }],
      },
    ],
    'naïve key': 'é',
  };

  it.each([1, 3, 7, 4096])(
    'empties the map, list and constraint values only (chunks of %i bytes)',
    (size) => {
      const kept = run(page(data), size);
      const start = kept.indexOf('const data = ') + 'const data = '.length;
      const end = kept.indexOf(';\n\nconst REPORT_LIMIT_SIZE');
      expect(JSON.parse(kept.slice(start, end))).toEqual({
        report: [
          {
            sourcePosition: { line: 3, column: 1 },
            values: [
              { value: { mapValue: {} }, count: 2 },
              { value: { listValue: {} }, count: 1 },
              { value: { constraintValue: {} }, count: 4 },
              { value: { boolValue: true }, count: 7 },
              { value: { mapValue: {} }, count: 1 },
              { value: { listValue: {} }, count: 1 },
            ],
            children: [{ values: [{ value: { stringValue: 'mapValue' }, count: 1 }] }],
          },
        ],
        'naïve key': 'é',
      });
      expect(kept.startsWith('<html><script>const x = "mapValue";\n')).toBe(true);
      expect(kept.endsWith('let y = { mapValue: 1 };</script></html>')).toBe(true);
    },
  );
});

describe('adding the rules files’ coverage reports together', () => {
  const at = (currentOffset: number) => ({ line: 1, column: currentOffset, currentOffset, endOffset: 99 });

  it('counts the same value of the same expression once, and keeps what only one file ran', () => {
    const into = [
      {
        sourcePosition: at(1),
        values: [{ value: { boolValue: true }, count: 2 }],
        children: [{ sourcePosition: at(2), values: [{ value: { mapValue: {} }, count: 2 }] }],
      },
    ];
    addCoverage(into, [
      {
        sourcePosition: at(1),
        values: [
          { value: { boolValue: true }, count: 3 },
          { value: { boolValue: false }, count: 1 },
        ],
        children: [
          { sourcePosition: at(2), values: [{ value: { mapValue: {} }, count: 4 }] },
          { sourcePosition: at(3), values: [{ value: { nullValue: null }, count: 1 }] },
        ],
      },
      { sourcePosition: at(50), values: [{ value: { intValue: '3' }, count: 1 }] },
    ]);
    expect(into).toEqual([
      {
        sourcePosition: at(1),
        values: [
          { value: { boolValue: true }, count: 5 },
          { value: { boolValue: false }, count: 1 },
        ],
        children: [
          { sourcePosition: at(2), values: [{ value: { mapValue: {} }, count: 6 }] },
          { sourcePosition: at(3), values: [{ value: { nullValue: null }, count: 1 }] },
        ],
      },
      { sourcePosition: at(50), values: [{ value: { intValue: '3' }, count: 1 }] },
    ]);
  });
});
