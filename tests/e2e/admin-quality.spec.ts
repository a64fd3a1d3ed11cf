// The screens staff work in all day pass axe's serious checks and fit a 390 px phone
// without sideways scrolling (Analytics' charts, the chat list, the Users and Orders cards).
import AxeBuilder from "@axe-core/playwright";
import { open, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

const SCREENS = ["/admin", "/admin/chat", "/admin/users", "/admin/orders", "/admin/audit", "/admin/bans"];

for (const path of SCREENS) {
  test(`${path} has no serious accessibility violation and fits the screen`, async ({ page }) => {
    // The phone project's Pixel 7 is 412 px wide; staff phones start at 390.
    if ((page.viewportSize()?.width ?? 0) < 768) await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page);
    await open(page, path);
    if (path === "/admin/chat") await page.getByRole("heading", { name: "Conversations" }).waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBe(0);
  });
}
