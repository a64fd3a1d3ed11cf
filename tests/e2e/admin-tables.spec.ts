// On a phone every table row is a card with its actions in view; on a 1280 px
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

/** The data cells that the actions cell (each row's last) paints over, in the table's view. */
async function overlaps(page: Page): Promise<string[]> {
  return page.getByRole("table").evaluate((table) => {
    const found: string[] = [];
    for (const row of Array.from(table.querySelectorAll("tbody tr"))) {
      const cells = Array.from(row.querySelectorAll("td"));
      const pinned = cells.pop()?.getBoundingClientRect();
      if (!pinned) continue;
      for (const cell of cells) {
        const box = cell.getBoundingClientRect();
        // A cell scrolled wholly out of the table's view is not covered, just scrolled away.
        const view = table.parentElement?.getBoundingClientRect();
        if (view && box.right <= view.left) continue;
        const across = box.right > pinned.left + 0.5 && box.left < pinned.right - 0.5;
        const down = box.bottom > pinned.top + 0.5 && box.top < pinned.bottom - 0.5;
        if (across && down) {
          found.push(`${cell.dataset.label} under the actions (${Math.round(box.right - pinned.left)} px)`);
        }
      }
    }
    return found;
  });
}

// Between about 768 and 1100 px the pinned actions column covered the last data column.
test("from 768 to 1280 px the pinned actions column covers no other column of Users and Orders", async ({
  page,
}) => {
  // Two tables at many widths on both back-office projects: near a minute under CI's load.
  test.slow();
  // Values with no place to break (a long username, e-mail, plan name) must not widen the table
  // past its frame either: a customer and an order with such a name are seeded (tests/e2e/seeded.ts).
  await signInByApi(page);
  for (const width of [768, 900, 1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ["users", "orders"]) {
      await open(page, `/admin/${tab}`);
      await expect(page.getByTestId("data-row").first()).toBeVisible();
      await page.screenshot({ path: `.tmp/shots/table-${tab}-${width}.png` });
      expect.soft(await overlaps(page), `${tab} at ${width} px`).toEqual([]);
      // Scrolled to its far end, the last data column is still beside the actions, not under them.
      await page.getByRole("table").evaluate((table) => {
        const scroller = table.parentElement;
        scroller?.scrollTo({ left: scroller.scrollWidth, behavior: "instant" });
      });
      expect.soft(await overlaps(page), `${tab} at ${width} px, scrolled`).toEqual([]);
    }
  }
});
