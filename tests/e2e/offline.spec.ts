import { mkdirSync, writeFileSync } from "node:fs";
import { registerCustomer } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { undrawnIcons } from "./icons";
import { expectOfflinePage, goOffline, isKept, keptPrivatePages, openOwnEsim } from "./offline-helpers";
import { OFFLINE_APN } from "./seeded";

// The installable shop: a signed-in customer's eSIM page opens again with no network, from the
// service worker's copy (public/sw.js, decision 0034), and no copy outlives the account's session.
const SHOTS = "/tmp/shots-trip-offline";

test("an eSIM page opens offline from the phone's cache, and is gone after signing out", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const path = await openOwnEsim(page, testInfo);
  // Online, the page as the worker keeps it: its "Last updated" says when the server drew it.
  await page.reload();
  const code = (await page.getByTestId("esim-code").textContent()) ?? "";
  const drawnAt = await page.getByTestId("esim-updated").locator("time").getAttribute("datetime");
  await expect.poll(() => isKept(page, path)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("esim-code")).toHaveText(code);
  await expect(page.getByTestId("esim-smdp")).toHaveText("smdp.demo.jalansim.example");
  await expect(page.getByTestId("esim-apn")).toHaveText(OFFLINE_APN);
  await expect(page.getByTestId("esim-qr")).toBeVisible();
  await expect.poll(async () => (await undrawnIcons(page)).undrawn).toEqual([]);
  await expect(page.getByTestId("esim-updated")).toContainText("Last updated");
  await expect(page.getByTestId("esim-updated").locator("time")).toHaveAttribute("datetime", drawnAt ?? "");
  const contact = page.getByRole("contentinfo").getByRole("link", { name: /@/ });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toBeVisible();
  if (testInfo.project.name === "desktop") {
    mkdirSync(SHOTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/esim-offline-${width}.png`, fullPage: true });
    }
  }

  // A page never kept: the shop's own offline page, which leads to the kept one.
  await page.goto("/my-esims").catch(() => {});
  await expectOfflinePage(page);
  await expect(page.getByRole("link", { name: /eSIM of order #\d+/ })).toHaveAttribute("href", path);
  if (testInfo.project.name === "desktop") {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/offline-page-${width}.png`, fullPage: true });
    }
  }

  await context.setOffline(false);
  await page.goto("/");
  if (testInfo.project.name === "phone") {
    await page.getByLabel("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByTestId("user-menu").locator("summary").click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
  }
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  expect(await keptPrivatePages(page)).toEqual([]);

  await goOffline(context, page, path);
  await expectOfflinePage(page);
  await expect(page.getByRole("link", { name: /eSIM of order/ })).toHaveCount(0);
  expect(await keptPrivatePages(page)).toEqual([]);
});

test("the Malay and Chinese copies of an eSIM page are kept too, and the offline page lists them", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const path = await openOwnEsim(page, testInfo);
  const copies = [
    { prefix: "/ms", lang: "ms", name: /Bahasa Melayu/ },
    { prefix: "/zh", lang: "zh-Hans", name: /简体中文/ },
  ];
  for (const { prefix } of copies) {
    await page.goto(`${prefix}${path}`);
    await expect.poll(() => isKept(page, `${prefix}${path}`), { timeout: 15_000 }).toBe(true);
  }
  const code = (await page.getByTestId("esim-code").textContent()) ?? "";

  await context.setOffline(true);
  for (const { prefix, lang } of copies) {
    await page.goto(`${prefix}${path}`).catch(() => {});
    await expect(page.getByTestId("esim-code")).toHaveText(code);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  }
  await page.goto("/my-esims").catch(() => {});
  await expectOfflinePage(page);
  const saved = page.locator("#saved-list a");
  await expect(saved).toHaveCount(3);
  for (const { prefix, name } of copies) {
    await expect(saved.filter({ hasText: name })).toHaveAttribute("href", `${prefix}${path}`);
  }
  await expect(saved.filter({ hasNotText: /\(/ })).toHaveAttribute("href", path);
});

test("another account signing in on the same browser drops the first account's eSIM pages", async ({
  page,
  context,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const path = await openOwnEsim(page, testInfo);
  // Someone else's session arrives with no signed-out page in between (as when a session ends
  // while the worker was not looking, and the next person signs in).
  const other = await browser.newContext({ extraHTTPHeaders });
  await registerCustomer(await other.newPage(), `offline${testInfo.project.name[0]}${Date.now() % 1e8}`);
  const session = (await other.cookies()).find((cookie) => cookie.name === "__Host-session");
  expect(session).toBeDefined();
  if (session) await context.addCookies([session]);
  await other.close();

  await page.goto("/my-orders");
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
  await expect.poll(() => keptPrivatePages(page)).toEqual([]);
  await goOffline(context, page, path);
  await expectOfflinePage(page);
});

test("a page the worker does not control (a hard reload) is taken over once it says whose it is", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.addInitScript(() => {
    (window as { controlledAtLoad?: boolean }).controlledAtLoad = navigator.serviceWorker.controller !== null;
  });
  // Chromium's Shift+Reload: the page loads past the service worker and starts uncontrolled.
  const cdp = await context.newCDPSession(page);
  const loaded = page.waitForEvent("load");
  await cdp.send("Page.reload", { ignoreCache: true });
  await loaded;
  expect(await page.evaluate(() => (window as { controlledAtLoad?: boolean }).controlledAtLoad)).toBe(false);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
});

test("Chromium finds the shop installable: manifest, icons and service worker", async ({
  page,
}, testInfo) => {
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  expect((await manifest.json()).start_url).toBe("/my-esims");
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(sw.headers()["service-worker-allowed"]).toBe("/");

  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await page.context().newCDPSession(page);
  const { errors, data } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? "{}")).toMatchObject({ name: "JalanSIM", display: "standalone" });
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito, where Chromium never offers to install: the only objection.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual(
    [],
  );
  if (testInfo.project.name === "desktop") {
    // Chromium's own reading of the manifest, for a person to look at.
    mkdirSync(SHOTS, { recursive: true });
    const parsed = JSON.stringify(
      { manifest: JSON.parse(data ?? "{}"), errors, installabilityErrors },
      null,
      2,
    );
    writeFileSync(`${SHOTS}/manifest-chromium.json`, parsed);
  }
});
