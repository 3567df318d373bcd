/**
 * RFC 4180 CSV for spreadsheets. Starts with a byte-order mark so Excel reads Arabic as UTF-8, and
 * defuses cells a spreadsheet would run as a formula (=, +, -, @ first): a visitor writes these.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
