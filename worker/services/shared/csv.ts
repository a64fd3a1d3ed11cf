/**
 * One CSV cell (RFC 4180). Every text cell is quoted (quotes doubled), so no character inside it
 * can split it, whichever separator the reader's locale uses: unquoted, `Ali;=HYPERLINK(A2);` is
 * three cells in a semicolon locale, the middle one a formula. Text that a spreadsheet would run as
 * a formula (=, +, -, @, tab or carriage return first, after any spaces) gets a leading apostrophe,
 * so a customer's name cannot become a formula on a staff member's machine (OWASP "CSV
 * injection"). Numbers are written as they are.
 * @unitTested by `tests/unit/orders-csv.test.ts`
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = /^[ \u00a0]*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows as a CSV document with CRLF line ends, as spreadsheets expect. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
