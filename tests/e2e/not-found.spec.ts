// The 404 page, as a visitor who followed a dead link meets it.
import { request as httpRequest } from "node:http";
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

/** A raw HTTP request with a body on a method that has none (fetch and Playwright refuse to send one). */
function requestWithBody(baseURL: string, method: "GET" | "HEAD", path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ ignored: true });
    const req = httpRequest(new URL(path, baseURL), {
      method,
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("a GET or HEAD that carries a body is answered as if it had none", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one project is enough");
  const base = baseURL ?? "";
  for (const method of ["GET", "HEAD"] as const) {
    expect(await requestWithBody(base, method, "/api/products")).toBe(200);
    expect(await requestWithBody(base, method, "/shop")).toBe(200);
    expect(await requestWithBody(base, method, "/no-such-page-here")).toBe(404);
  }
});
