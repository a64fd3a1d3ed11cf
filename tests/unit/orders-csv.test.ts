import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../worker/services/shared/csv";

describe("the Orders CSV's cells", () => {
  it("quotes every text cell (RFC 4180), doubling quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps a cell whole in a semicolon locale, where a formula could start after a separator", () => {
    expect(csvCell("Ali;=HYPERLINK(A2);")).toBe('"Ali;=HYPERLINK(A2);"');
    const row = toCsv(["Customer"], [["Ali;=HYPERLINK(A2);"]]).split("\r\n")[1] ?? "";
    // Read as a semicolon CSV: one quoted field, so no cell starts with "=".
    expect(row.startsWith('"') && row.endsWith('"')).toBe(true);
    expect(row.slice(1, -1)).not.toMatch(/(^|[^"])"(?!")/);
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r", " =", "\u00a0+"]) {
      expect(csvCell(`${start}SUM(A1)`)).toMatch(/^"'/);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Numbers are data, not text: a negative amount stays a number.
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes a header and rows with CRLF line ends", () => {
    expect(toCsv(["A", "B"], [[1, "x"]])).toBe('"A","B"\r\n1,"x"\r\n');
  });
});
