import { describe, expect, it } from "vitest";
import { decimalToSen, formatAmount, formatMyr, formatRm, senToDecimal } from "../../app/lib/money";
import { formatData, formatDuration } from "../../app/lib/plan-format";

describe("money in integer sen", () => {
  it("formats sen as a two-place decimal string", () => {
    expect(senToDecimal(2500)).toBe("25.00");
    expect(senToDecimal(5)).toBe("0.05");
    expect(senToDecimal(123456)).toBe("1234.56");
    expect(senToDecimal(-150)).toBe("-1.50");
  });

  it("parses decimal strings exactly, refusing anything else", () => {
    expect(decimalToSen("25.00")).toBe(2500);
    expect(decimalToSen("25.5")).toBe(2550);
    expect(decimalToSen("0.1")).toBe(10);
    expect(decimalToSen(" 7 ")).toBe(700);
    for (const bad of ["", "-1", "1.234", "abc", "1e3", "12.", ".5"]) expect(decimalToSen(bad)).toBeNull();
  });

  it("shows prices with the RM prefix", () => {
    expect(formatRm(2500)).toBe("RM 25.00");
    expect(formatRm(39900)).toBe("RM 399.00");
    expect(formatRm(123456)).toBe("RM 1,234.56");
    expect(formatRm(123456789)).toBe("RM 1,234,567.89");
    expect(formatRm(100000)).toBe("RM 1,000.00");
    expect(formatRm(0)).toBe("RM 0.00");
    expect(formatRm(-250000)).toBe("RM -2,500.00");
  });

  it("shows the amount alone for tables and in MYR for charts, grouped the same way", () => {
    expect(formatAmount(123456)).toBe("1,234.56");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(-250000)).toBe("-2,500.00");
    expect(formatMyr(123456789)).toBe("MYR 1,234,567.89");
    expect(formatMyr(0)).toBe("MYR 0.00");
  });
});

describe("plan formatting", () => {
  it("spells durations and data amounts", () => {
    expect(formatDuration(1)).toBe("1 Day");
    expect(formatDuration(30)).toBe("30 Days");
    expect(formatData(null)).toBe("Unlimited");
    expect(formatData(512)).toBe("512 MB");
    expect(formatData(5120)).toBe("5 GB");
    expect(formatData(1536)).toBe("1.5 GB");
  });
});
