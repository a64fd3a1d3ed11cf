import { describe, expect, it } from "vitest";
import { promoReasonText } from "../../app/components/cart/promo-words";
import { serverT } from "../../worker/i18n/catalogues";
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

describe("too many wrong codes, on the cart page", () => {
  it("says how long to wait, in each language", () => {
    const failure = { reason: "too_many_guesses", retryAfterSeconds: 841 };
    expect(promoReasonText(serverT("en"), failure)).toBe(
      "Too many wrong codes. Please try again in 15 minutes.",
    );
    expect(promoReasonText(serverT("en"), { ...failure, retryAfterSeconds: 30 })).toBe(
      "Too many wrong codes. Please try again in 1 minute.",
    );
    expect(promoReasonText(serverT("ms"), failure)).toBe(
      "Terlalu banyak kod yang salah. Sila cuba lagi dalam 15 minit.",
    );
    expect(promoReasonText(serverT("zh-Hans"), failure)).toBe("错误的优惠码过多，请您在 15 分钟后再试。");
  });
});
