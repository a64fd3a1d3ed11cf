// Signing in as a visitor sees it: never sent off-site afterwards, and never locked out by strangers.
import { baseOrigin } from "./admin-helpers";
import { registerCustomer, signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

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

test("while strangers have locked an account, the owner's browser still signs in and strangers read why they wait", async ({
  page,
  browser,
  playwright,
}) => {
  test.slow(); // a sign-up, a dozen guesses and two sign-ins on a shared 2-core machine
  const username = `locked${Date.now().toString(36)}`;
  const password = "Owner-pass-1";
  // The owner's browser made the account, so it is a device the account knows.
  await registerCustomer(page, username, password);
  await page.context().clearCookies({ name: "__Host-session" });

  // Strangers from eleven addresses guess until the budget all unknown browsers share is gone.
  const strangers = await playwright.request.newContext({ baseURL: baseOrigin(page) });
  for (let i = 0; i < 11; i++) {
    await strangers.post("/api/auth/login", {
      data: { emailOrUsername: username, password: `guess-${i}` },
      headers: { Origin: baseOrigin(page), "CF-Connecting-IP": `192.0.2.${i + 20}` },
    });
  }
  await strangers.dispose();

  // A browser the account does not know is told why, with the right password even.
  const other = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.9" } });
  const stranger = await other.newPage();
  await stranger.goto("/auth/login");
  await waitForHydration(stranger);
  await signIn(stranger, username, password);
  await expect(stranger.getByTestId("login-error")).toContainText(
    "Too many failed sign-ins to this account from devices it does not know",
  );
  await expect(stranger).toHaveURL(/\/auth\/login/);
  await other.close();

  // The owner's own browser signs in as usual.
  await page.goto("/auth/login");
  await waitForHydration(page);
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByTestId("toast").filter({ hasText: "Login successful" })).toBeVisible();
});
