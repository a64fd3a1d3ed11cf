import { describe, expect, it } from "vitest";
import { adminLoginPath, adminRedirectTarget } from "../../app/lib/admin-redirect";

describe("the staff sign-in's way back", () => {
  it("keeps back-office paths with their query", () => {
    expect(adminRedirectTarget("/admin/users?q=ana&page=2")).toBe("/admin/users?q=ana&page=2");
    expect(adminRedirectTarget("/admin")).toBe("/admin");
    expect(adminRedirectTarget("/content-manager")).toBe("/content-manager");
  });

  it("refuses other hosts, storefront pages, the login page and tricks", () => {
    for (const raw of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin\\..\\evil",
      "/admin/../auth/login",
      "/shop",
      "/administrator",
      "/admin/login?redirectTo=/admin",
      "/admin\u0000",
      `/admin/${"x".repeat(600)}`,
    ]) {
      expect(adminRedirectTarget(raw), String(raw)).toBe("/admin");
    }
  });

  it("builds the sign-in address", () => {
    expect(adminLoginPath("/admin/orders?status=paid")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Forders%3Fstatus%3Dpaid",
    );
    expect(adminLoginPath("/admin")).toBe("/admin/login");
  });
});
