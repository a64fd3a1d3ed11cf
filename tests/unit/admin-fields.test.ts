import { describe, expect, it } from "vitest";
import { auditDetails, auditTone } from "../../app/components/admin/audit-format";
import { ProductFormSchema } from "../../app/schemas/admin/catalogue";
import { isWebUrl } from "../../app/schemas/admin/common";
import { parseDataMb, parseDurationDays } from "../../app/schemas/admin/plan-fields";
import { BanSchema, banExpiry } from "../../app/schemas/admin/users";

describe("product text fields", () => {
  it("reads durations as whole days", () => {
    expect(parseDurationDays("7")).toBe(7);
    expect(parseDurationDays("7 Days")).toBe(7);
    expect(parseDurationDays("1 day")).toBe(1);
    expect(parseDurationDays("0")).toBeNull();
    expect(parseDurationDays("a week")).toBeNull();
    expect(parseDurationDays("7.5")).toBeNull();
  });

  it("reads data amounts in MB, GB or Unlimited", () => {
    expect(parseDataMb("5 GB")).toBe(5120);
    expect(parseDataMb("1.5GB")).toBe(1536);
    expect(parseDataMb("500 MB")).toBe(500);
    expect(parseDataMb("unlimited")).toBeNull();
    expect(parseDataMb("lots")).toBeUndefined();
    expect(parseDataMb("0 MB")).toBeUndefined();
  });

  it("accepts site paths and http(s) URLs only", () => {
    expect(isWebUrl("/static/plans/europe.svg")).toBe(true);
    expect(isWebUrl("https://cdn.example.com/a.png")).toBe(true);
    expect(isWebUrl("//evil.example/a.png")).toBe(false);
    expect(isWebUrl("javascript:alert(1)")).toBe(false);
    expect(isWebUrl("data:image/png;base64,AAAA")).toBe(false);
  });

  it("defaults type to eSIM and active to true", () => {
    const parsed = ProductFormSchema.parse({
      name: "X",
      region: "Global",
      duration: "3",
      data: "1 GB",
      price: "9.9",
      coverage: "Everywhere",
      image: "/static/x.svg",
      purchaseUrl: "https://buy.example.com/x",
    });
    expect(parsed).toMatchObject({ type: "eSIM", active: true, popular: false, originalPrice: null });
  });
});

describe("bans", () => {
  const now = Date.UTC(2026, 0, 1);
  it("computes expiry on the server clock", () => {
    expect(banExpiry("custom", 36, now)).toBe(now + 36 * 3_600_000);
    expect(banExpiry("730_days", 0, now)).toBe(now + 730 * 86_400_000);
    expect(banExpiry("permanent", 0, now)).toBeNull();
  });

  it("defaults to 1_day; empty custom hours count as 0, which only a custom ban refuses as unspecified", () => {
    expect(BanSchema.parse({ reason: "r" })).toMatchObject({ banDuration: "1_day", customHours: 0 });
    // With a preset duration an empty field is simply 0 hours.
    expect(BanSchema.parse({ reason: "r", banDuration: "7_days", customHours: "" }).customHours).toBe(0);
    // With a custom duration the same 0 is refused, and the message says the hours are missing.
    const empty = BanSchema.safeParse({ reason: "r", banDuration: "custom", customHours: "" });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["customHours", "Custom hours must be specified for custom duration"],
    ]);
    expect(BanSchema.parse({ reason: "r", banDuration: "custom", customHours: "1" }).customHours).toBe(1);
  });
});

describe("audit rendering", () => {
  it("reads username, reason or description, else N/A", () => {
    expect(auditDetails('{"reason":"spam","username":"tia"}')).toBe("tia");
    expect(auditDetails('{"reason":"spam"}')).toBe("spam");
    expect(auditDetails('{"description":"Updated about page"}')).toBe("Updated about page");
    expect(auditDetails("{}")).toBe("N/A");
    expect(auditDetails("not json")).toBe("N/A");
  });

  it("styles DELETE and BAN as destructive, CREATE as default, the rest as secondary", () => {
    expect(auditTone("PRODUCT_DELETE")).toBe("danger");
    expect(auditTone("USER_BAN")).toBe("danger");
    expect(auditTone("USER_CREATE")).toBe("primary");
    expect(auditTone("CONTENT_UPDATE")).toBe("neutral");
  });
});
