/** The leads export as the browser tests read it (`npm run leads`: every cell quoted, quotes doubled). */

/** The cells of one CSV line. */
const csvCells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));

/** The export's row holding `text` (an e-mail address, say), as column name → value. */
export function exportRow(csv: string, text: string): (column: string) => string | undefined {
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  const columns = csvCells(header!);
  const cells = csvCells(rows.find((r) => r.includes(text))!);
  return (column) => cells[columns.indexOf(column)];
}
