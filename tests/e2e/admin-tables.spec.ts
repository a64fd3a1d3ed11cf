// Issue 15 item 4: on a phone every table row is a card with its actions in view; on a 1280 px
// desktop no row action is off-screen (the Users table used to hide "Password" and "Delete").
import type { Locator, Page } from "@playwright/test";
import { open, signInByApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** The element lies wholly inside the viewport's width (nothing to scroll sideways for). */
async function expectInView(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "has a box").not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

const display = (row: Locator) => row.evaluate((el) => getComputedStyle(el).display);

test("on a 390 px phone the Users and Orders tables are cards whose actions are all in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page);

  await open(page, "/admin/users?q=demo%40jalansim.example");
  const user = page.getByRole("row").filter({ hasText: "demo@jalansim.example" });
  await expect(user).toHaveCount(1);
  expect(await display(user)).toBe("block");
  // Each value under its column's name, and every action a full-size button in the card.
  await expect(user.getByRole("cell").filter({ hasText: "demo@jalansim.example" })).toHaveAttribute(
    "data-label",
    "Email",
  );
  for (const name of [
    "Edit demo",
    "Ban demo",
    "Change role of demo",
    "Change password of demo",
    "Delete demo",
  ]) {
    const button = user.getByRole("button", { name, exact: true });
    await expectInView(page, button);
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(32);
  }
  await expectInView(page, user);

  // The header's sort links are for screen readers here; the cards are sorted from a form instead.
  await open(page, "/admin/users");
  const sort = page.getByRole("form", { name: "Sort" });
  await sort.getByLabel("Sort by").selectOption({ label: "Username" });
  await sort.getByLabel("Order").selectOption("asc");
  await sort.getByRole("button", { name: "Sort" }).click();
  await expect(page).toHaveURL(/sort=username&dir=asc/);
  await expect(page.getByRole("columnheader", { name: /Username/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(sort.getByLabel("Sort by")).toHaveValue("username");

  await open(page, "/admin/orders");
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toBeVisible();
  expect(await display(rows.first())).toBe("block");
  const withAction = rows.filter({ has: page.getByRole("button") }).first();
  await expectInView(page, withAction);
  await expectInView(page, withAction.getByRole("button").first());
  await expect(page.getByRole("columnheader", { name: /Order ID/ })).not.toBeInViewport();
});

test("at 1280 px every action of the Users table is on screen, the table stays a table", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page);
  await open(page, "/admin/users?q=demo%40jalansim.example");
  const user = page.getByRole("row").filter({ hasText: "demo@jalansim.example" });
  expect(await display(user)).toBe("table-row");
  for (const name of [
    "Edit demo",
    "Ban demo",
    "Change role of demo",
    "Change password of demo",
    "Delete demo",
  ]) {
    await expectInView(page, user.getByRole("button", { name, exact: true }));
  }
  await expect(page.getByRole("columnheader", { name: /Email/ })).toBeInViewport();
});
