import { describe, expect, it } from "vitest";
import { code128Bars, code128Modules } from "../../worker/services/orders/barcode";

// Encodings written by JsBarcode 3.12.3 (CODE128B), a widely used reader-tested implementation.
const REFERENCE: Record<string, string> = {
  "1234": "1101001000010011100110110011100101100101110011001001110111100100101100011101011",
  "7": "1101001000011101101110111010011001100011101011",
  "JS-000042":
    "11010010000101101110001101110100010011011100100111011001001110110010011101100100111011001100100111011001110010100010110001100011101011",
};

describe("the packing slip's Code 128 barcode", () => {
  it("encodes the order number as a scanner reads it, check symbol and stop included", () => {
    for (const [text, modules] of Object.entries(REFERENCE)) expect(code128Modules(text), text).toBe(modules);
  });

  it("draws bars with a quiet zone on each side, and refuses what set B cannot carry", () => {
    const { width, bars } = code128Bars("1234");
    expect(width).toBe((REFERENCE["1234"] ?? "").length + 20);
    expect(bars[0]).toEqual([10, 2]);
    expect(() => code128Modules("é")).toThrow();
  });
});
