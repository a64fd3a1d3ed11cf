import { describe, expect, it } from "vitest";
import { loginFailureMessage } from "../../app/lib/auth-messages";
import { formatMalaysiaTime, formatUtcDate, formatUtcDateTime } from "../../app/lib/dates";

describe("times customers read", () => {
  it("are shown in Malaysia time with the zone named, across a day boundary", () => {
    expect(formatMalaysiaTime("2030-01-01T00:00:00Z")).toBe("Jan 01, 2030 08:00 Malaysia time (UTC+8)");
    expect(formatMalaysiaTime("2026-12-31T17:30:00Z")).toBe("Jan 01, 2027 01:30 Malaysia time (UTC+8)");
  });

  it("give a banned customer the expiry in Malaysia time", () => {
    const message = loginFailureMessage({
      status: 403,
      error: "Account is banned",
      reason: "Chargebacks",
      banExpiresAt: "2026-11-24T20:00:00.000Z",
    });
    expect(message).toContain("Ban expires on: Nov 25, 2026 04:00 Malaysia time (UTC+8)");
  });
});

describe("times staff read", () => {
  it("are shown in UTC with the zone named, and a dash when there is none", () => {
    expect(formatUtcDate("2030-01-05T23:59:00Z")).toBe("Jan 05, 2030");
    expect(formatUtcDateTime("2026-03-29T02:30:00Z")).toBe("Mar 29, 2026 02:30 UTC");
    expect(formatUtcDate(null)).toBe("—");
    expect(formatUtcDateTime(undefined)).toBe("—");
  });
});
