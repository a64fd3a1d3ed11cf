import { describe, expect, it } from "vitest";
import { discountOf, refusalMessage } from "../../worker/services/promotions/rules";

describe("a promotion code's discount", () => {
  it("rounds a percentage to the nearest whole sen, half up", () => {
    expect(discountOf({ kind: "percent", value: 15 }, 1999)).toBe(300); // 299.85
    expect(discountOf({ kind: "percent", value: 5 }, 1010)).toBe(51); // 50.5
    expect(discountOf({ kind: "percent", value: 10 }, 1234)).toBe(123); // 123.4
    expect(discountOf({ kind: "percent", value: 100 }, 2500)).toBe(2500);
  });

  it("never takes an amount below zero", () => {
    expect(discountOf({ kind: "amount", value: 500 }, 2500)).toBe(500);
    expect(discountOf({ kind: "amount", value: 5000 }, 2500)).toBe(2500);
    expect(discountOf({ kind: "amount", value: 500 }, 0)).toBe(0);
  });

  it("words the minimum with the code's own amount", () => {
    expect(refusalMessage("min_subtotal", 5000)).toBe("This code needs a subtotal of RM 50.00");
    expect(refusalMessage("min_subtotal", 123_456)).toBe("This code needs a subtotal of RM 1,234.56");
  });
});
