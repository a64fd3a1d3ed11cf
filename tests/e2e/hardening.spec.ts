import { registerCustomer } from "./customer-helpers";
import { typeDestination } from "./destination-search";
import { expect, test } from "./fixtures";

// Issue 16, the parts a visitor sees.

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

test("a signed-in visitor is never sent off-site by redirectTo", async ({ page }) => {
  test.setTimeout(120_000);
  await registerCustomer(page, `redir${Date.now().toString(36)}`);
  for (const target of [
    "/.//evil.example",
    "//evil.example",
    "/%2F%2Fevil.example",
    "/\\evil.example",
    "https://evil.example",
  ]) {
    for (const path of ["/auth/login", "/auth/register"]) {
      await page.goto(`${path}?redirectTo=${encodeURIComponent(target)}`);
      const url = new URL(page.url());
      expect(url.hostname, `${path} ${target}`).toBe("127.0.0.1");
      expect(url.pathname).toBe("/");
    }
  }
});
