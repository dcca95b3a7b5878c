/**
 * A text broken into lines no wider than `maxWidth` (as `measure` says): the text's own line
 * breaks are kept, words go on the next line when they do not fit, and a word wider than a whole
 * line is cut where it must be. Pure, so the PDF's layout is tested without a PDF.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      // A word longer than the line: as many characters as fit, then the rest.
      while (measure(rest) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  // Blank lines inside are kept (a paragraph break); trailing blank lines are not.
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
