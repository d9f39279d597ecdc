/**
 * A one-page PDF of a release note (title, date, paragraphs) in Helvetica, so the demo's What's new
 * documents are real files the portal serves. Plain PDF 1.4, no dependency: text objects and an xref.
 */
export function releaseNotePdf(title: string, subtitle: string, paragraphs: string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '-');
  const lines: [size: number, text: string][] = [
    [20, title],
    [11, subtitle],
    [11, ''],
    ...paragraphs.flatMap((p) => [...wrap(p, 88).map((line): [number, string] => [11, line]), [11, ''] as [number, string]]),
  ];
  let y = 760;
  const text = lines
    .map(([size, line]) => {
      const op = `BT /F1 ${size} Tf 56 ${y} Td (${escape(line)}) Tj ET`;
      y -= size + 8;
      return op;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
