import { describe, expect, it } from "vitest";
import { ShippingCheckoutSchema } from "../../app/schemas/checkout";
import {
  addWorkingDays,
  DEFAULT_DELIVERY_ESTIMATE,
  deliveryEstimate,
  MALAYSIA_STATES,
  normaliseMalaysianPhone,
  trackingUrl,
} from "../../app/schemas/shipping";

const order = {
  customerName: "Nurul Aina",
  customerEmail: "nurul@shop.test",
  address: "12 Jalan Ampang",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
  postalCode: "50450",
};

describe("posting a Physical SIM in Malaysia", () => {
  it("accepts +60 and 01x numbers, kept as +60…, and refuses others with one clear message", () => {
    expect(normaliseMalaysianPhone("+60 12-345 6789")).toBe("+60123456789");
    expect(normaliseMalaysianPhone("012-345 6789")).toBe("+60123456789");
    expect(normaliseMalaysianPhone("011-2345 6789")).toBe("+601123456789");
    expect(normaliseMalaysianPhone("03-2161 2345")).toBe("+60321612345");
    for (const bad of ["12345", "+65 9123 4567", "0123", "phone", "+60 12-345 6789 0000"])
      expect(normaliseMalaysianPhone(bad), bad).toBeNull();
    const ok = ShippingCheckoutSchema.safeParse({ ...order, phone: "012-345 6789" });
    expect(ok.success && ok.data.phone).toBe("+60123456789");
    expect(ok.success && ok.data.country).toBe("Malaysia");
    const bad = ShippingCheckoutSchema.safeParse({ ...order, phone: "12345" });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["phone", "Enter a Malaysian phone number, such as +60 12-345 6789 or 012-345 6789"],
    ]);
    const missing = ShippingCheckoutSchema.safeParse(order);
    expect(missing.error?.issues[0]?.path).toEqual(["phone"]);
  });

  it("takes the state from Malaysia's sixteen states and territories only", () => {
    expect(MALAYSIA_STATES).toHaveLength(16);
    const bad = ShippingCheckoutSchema.safeParse({ ...order, state: "Bavaria", phone: "0123456789" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["Choose your state or federal territory"]);
  });

  it("counts working days in Malaysia time, skipping weekends; East Malaysia takes longer", () => {
    // Friday 2026-12-04 16:30 UTC is Saturday 00:30 in Malaysia: two working days is Tuesday.
    expect(addWorkingDays(Date.parse("2026-12-04T16:30:00Z"), 2)).toBe("2026-12-08");
    // Back from Tuesday 2026-12-08 in Malaysia (Monday 17:00 UTC): one working day before is Monday,
    // two is the Friday before the weekend, and no days is the day itself.
    const tuesday = Date.parse("2026-12-07T17:00:00Z");
    expect([-1, -2, 0].map((n) => addWorkingDays(tuesday, n))).toEqual([
      "2026-12-07",
      "2026-12-04",
      "2026-12-08",
    ]);
    // Friday 10:00 in Malaysia: Monday and Tuesday.
    const friday = Date.parse("2026-12-04T10:00:00+08:00");
    expect(deliveryEstimate(DEFAULT_DELIVERY_ESTIMATE, "Selangor", friday)).toEqual({
      minDays: 2,
      maxDays: 3,
      earliest: "2026-12-08",
      latest: "2026-12-09",
    });
    expect(deliveryEstimate(DEFAULT_DELIVERY_ESTIMATE, "Sabah", friday)).toMatchObject({
      minDays: 3,
      maxDays: 5,
      latest: "2026-12-11",
    });
  });

  it("links the carriers a Malaysian shop uses, the number URL-encoded; others are plain text", () => {
    expect(trackingUrl("Pos Laju", "EM123456789MY")).toBe(
      "https://tracking.pos.com.my/tracking/EM123456789MY",
    );
    expect(trackingUrl("J&T Express", "63 0012")).toBe("https://www.jtexpress.my/tracking/63%200012");
    expect(trackingUrl("DHL eCommerce", "MYCGU1")).toBe(
      "https://www.dhl.com/my-en/home/tracking/tracking-ecommerce.html?tracking-id=MYCGU1",
    );
    expect(trackingUrl("Ninja Van", "NVMY1")).toBe("https://www.ninjavan.co/en-my/tracking?id=NVMY1");
    expect(trackingUrl("City-Link", "CL1")).toBe(
      "https://www.citylinkexpress.com/tracking-result/?track0=CL1",
    );
    expect(trackingUrl("Kurier Kampung", "K1")).toBeNull();
  });
});
