import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../worker/services/admin/csv";

describe("the Orders CSV's cells", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Numbers are data, not text: a negative amount stays a number.
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes a header and rows with CRLF line ends", () => {
    expect(toCsv(["A", "B"], [[1, "x"]])).toBe("A,B\r\n1,x\r\n");
  });
});
