import { describe, expect, it } from "vitest";
import { loginFailureWords } from "../../app/lib/auth-failure-words";
import {
  formatMalaysiaDay,
  formatMalaysiaShort,
  formatMalaysiaTime,
  malaysiaDayOf,
  malaysiaMidnight,
  waitedFor,
} from "../../app/lib/dates";
import {
  daysIn,
  formatMalaysiaDayIn,
  formatMalaysiaTimeIn,
  formatMonthIn,
  momentsIn,
} from "../../app/lib/dates-i18n";
import { formatMalaysiaHour } from "../../app/lib/malaysia-clock";
import { serverT } from "../../worker/i18n/catalogues";

describe("Malaysia days", () => {
  it("begin at 16:00 UTC the day before, and a moment belongs to its local day", () => {
    expect(malaysiaMidnight("2027-01-01")).toBe(Date.parse("2026-12-31T16:00:00Z"));
    expect(malaysiaDayOf(Date.parse("2026-12-31T15:59:59Z"))).toBe("2026-12-31");
    expect(malaysiaDayOf(Date.parse("2026-12-31T16:00:00Z"))).toBe("2027-01-01");
  });
});

describe("days customers read: a profile's sign-up, a review, a credit entry, an eSIM's expiry", () => {
  it("fall on the Malaysia day of the moment, in each language", () => {
    const lateEvening = "2026-11-26T17:30:00.000Z"; // 01:30 on Nov 27 in Kuala Lumpur
    expect(formatMalaysiaDayIn("en", lateEvening)).toBe("Nov 27, 2026");
    expect(formatMalaysiaDayIn("ms", lateEvening)).toBe("27 Nov 2026");
    expect(formatMalaysiaDayIn("zh-Hans", lateEvening)).toBe("2026年11月27日");
    expect(formatMalaysiaDayIn("en", "2026-11-26T15:59:00.000Z")).toBe("Nov 26, 2026");
    expect(daysIn("en", [lateEvening])).toEqual({ [lateEvening]: "Nov 27, 2026" });
  });
});

describe("times customers read", () => {
  it("are shown in Malaysia time with the zone named, across a day boundary", () => {
    expect(formatMalaysiaTime("2030-01-01T00:00:00Z")).toBe("Jan 01, 2030 08:00 Malaysia time (UTC+8)");
    expect(formatMalaysiaTime("2026-12-31T17:30:00Z")).toBe("Jan 01, 2027 01:30 Malaysia time (UTC+8)");
    expect(formatMalaysiaShort("2026-12-31T17:30:00Z")).toBe("Jan 01, 2027 01:30 MYT");
    expect(formatMalaysiaHour("2026-12-31T17:30:00Z")).toBe("01:30 MYT");
    expect(formatMalaysiaHour("2026-06-01T00:05:09.123Z")).toBe("08:05 MYT");
  });

  it("give a banned customer the expiry in Malaysia time", () => {
    const message = loginFailureWords(
      serverT("en"),
      "en",
    )({
      status: 403,
      error: "Account is banned",
      reason: "Chargebacks",
      banExpiresAt: "2026-11-24T20:00:00.000Z",
    });
    expect(message).toContain("Ban expires on: Nov 25, 2026 04:00 Malaysia time (UTC+8)");
  });
});

describe("the page's language", () => {
  it("writes a moment in Malaysia time in each language, whatever the machine's own zone", () => {
    const lateEvening = "2026-11-26T17:30:00.000Z"; // 01:30 on Nov 27 in Kuala Lumpur
    expect(formatMalaysiaTimeIn("en", lateEvening)).toBe("Nov 27, 2026 01:30 Malaysia time (UTC+8)");
    expect(formatMalaysiaTimeIn("ms", lateEvening)).toBe("27 Nov 2026 01:30 waktu Malaysia (UTC+8)");
    expect(formatMalaysiaTimeIn("zh-Hans", lateEvening)).toBe("2026年11月27日 01:30 马来西亚时间 (UTC+8)");
  });

  it("writes a list row's moments in each language, English as staff read it", () => {
    const lateEvening = "2026-11-26T17:30:00.000Z";
    expect(momentsIn("en", [lateEvening, null])).toEqual({ [lateEvening]: "Nov 27, 2026 01:30 MYT" });
    expect(momentsIn("ms", [lateEvening])).toEqual({ [lateEvening]: "27 Nov 2026 01:30 MYT" });
    expect(momentsIn("zh-Hans", [lateEvening])).toEqual({ [lateEvening]: "2026年11月27日 01:30 MYT" });
  });

  it("names a trip's month in each language", () => {
    expect(["en", "ms", "zh-Hans"].map((l) => formatMonthIn(l as "en", "2026-06"))).toEqual([
      "June 2026",
      "Jun 2026",
      "2026年6月",
    ]);
  });
});

describe("times staff read", () => {
  it("are shown in UTC with the zone named, and a dash when there is none", () => {
    // Staff read every date and time in Malaysia too, with the zone named.
    expect(formatMalaysiaDay("2030-01-05T23:59:00Z")).toBe("Jan 06, 2030");
    expect(formatMalaysiaShort("2026-03-29T02:30:00Z")).toBe("Mar 29, 2026 10:30 MYT");
    expect(formatMalaysiaDay(null)).toBe("—");
    expect(formatMalaysiaShort(undefined)).toBe("—");
  });
});

describe("how long a customer has waited in chat", () => {
  it("reads in minutes, hours and days, never negative", () => {
    const now = Date.parse("2030-01-02T12:00:00Z");
    expect(waitedFor("2030-01-02T12:00:30Z", now)).toBe("just now");
    expect(waitedFor("2030-01-02T11:59:10Z", now)).toBe("just now");
    expect(waitedFor("2030-01-02T11:56:00Z", now)).toBe("4 min");
    expect(waitedFor("2030-01-02T10:00:00Z", now)).toBe("2 h");
    expect(waitedFor("2030-01-02T09:55:00Z", now)).toBe("2 h 5 min");
    expect(waitedFor("2030-01-01T11:00:00Z", now)).toBe("1 day");
    expect(waitedFor("2029-12-30T12:00:00Z", now)).toBe("3 days");
  });
});

describe("a table's date column in Malaysia", () => {
  it("is the Malaysian calendar day, and a dash when there is none", () => {
    expect(formatMalaysiaDay("2026-12-31T17:30:00Z")).toBe("Jan 01, 2027");
    expect(formatMalaysiaDay("2026-12-31T15:59:00Z")).toBe("Dec 31, 2026");
    expect(formatMalaysiaDay(null)).toBe("—");
  });
});
