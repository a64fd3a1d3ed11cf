// The 404 page, as a visitor who followed a dead link meets it.
import { typeDestination } from "./destination-search";
import { expect, test } from "./fixtures";

test("the 404 page speaks to visitors and offers the destination search", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText(/router/)).toHaveCount(0);
  await expect(
    page.getByText("The link may be mistyped, or the page may have moved.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  const search = page.getByRole("search", { name: "Find plans by destination" });
  await expect(search).toBeVisible();
  await typeDestination(page, search.getByRole("combobox"), "Japan");
  await search.getByRole("button").first().click();
  await page.waitForURL((url) => url.pathname === "/shop" && url.searchParams.get("q") === "Japan");
});
