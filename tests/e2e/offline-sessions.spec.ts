import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { chromium } from "@playwright/test";
import { apiPost, baseOrigin, signInByApi } from "./admin-helpers";
import { signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { expectOfflinePage, goOffline, keptPrivatePages, openOwnEsim } from "./offline-helpers";
import { OFFLINE_ENDINGS, SEEDED_PASSWORD, seededName } from "./seeded";

// A kept page is shown only while the session that fetched it lasts: the browser still holds that
// session's readable mark and the session's expiry (kept beside the page) has not passed (decision
// 0061). A session ended on the server is learnt from this browser's next answer from the shop; a
// session cookie the browser dropped is seen offline at once.

/** Offline: neither the kept page nor the offline page's list shows anything of the account. */
async function expectNothingShownOffline(context: BrowserContext, page: Page, path: string) {
  await goOffline(context, page, path);
  await expectOfflinePage(page);
  await page.goto("/offline").catch(() => {});
  await expectOfflinePage(page);
  await expect(page.getByRole("link", { name: /eSIM of order/ })).toHaveCount(0);
  expect(await keptPrivatePages(page)).toEqual([]);
}

/** The account's other browser, signed in as the same seeded owner. */
async function otherBrowser(
  browser: Browser,
  extraHTTPHeaders: Record<string, string> | undefined,
  owner: string,
) {
  const context = await browser.newContext({ extraHTTPHeaders });
  const page = await context.newPage();
  await page.goto("/auth/login");
  await signIn(page, owner, SEEDED_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  return { context, page };
}

/** A JSON call from inside the page, as the shop's own scripts make it (same origin, its cookies). */
function callFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const init: RequestInit = { method, headers: { "Content-Type": "application/json" } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const answer = await fetch(path, init);
      return answer.status;
    },
    { method, path, body },
  );
}

/**
 * The first browser stays on the eSIM page, online, and is told nothing: the shop's next answer to
 * it (here the chat badge's poll, every 15 s) says signed out, and the kept pages go at once.
 */
async function expectDroppedWhileOpen(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect.poll(() => keptPrivatePages(page), { timeout: 30_000 }).toEqual([]);
}

test("ending every other session from another browser ends the kept eSIM page with it", async ({
  page,
  context,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = seededName(testInfo, OFFLINE_ENDINGS.elsewhere);
  const path = await openOwnEsim(page, testInfo, OFFLINE_ENDINGS.elsewhere);
  const other = await otherBrowser(browser, extraHTTPHeaders, owner);
  expect(await callFromPage(other.page, "DELETE", "/api/user/sessions")).toBe(200);
  await other.context.close();

  await expectDroppedWhileOpen(page, path);
  await expectNothingShownOffline(context, page, path);
});

test("a password change in another browser ends the kept eSIM page", async ({
  page,
  context,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = seededName(testInfo, OFFLINE_ENDINGS.password);
  const path = await openOwnEsim(page, testInfo, OFFLINE_ENDINGS.password);
  const other = await otherBrowser(browser, extraHTTPHeaders, owner);
  const newPassword = "Changed-pass-2";
  const change = { currentPassword: SEEDED_PASSWORD, newPassword, confirmPassword: newPassword };
  expect(await callFromPage(other.page, "POST", "/api/auth/change-password", change)).toBe(200);
  await other.context.close();

  await expectDroppedWhileOpen(page, path);
  await expectNothingShownOffline(context, page, path);
});

test("deleting the account in another browser ends the kept eSIM page", async ({
  page,
  context,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = seededName(testInfo, OFFLINE_ENDINGS.deletion);
  const path = await openOwnEsim(page, testInfo, OFFLINE_ENDINGS.deletion);
  const other = await otherBrowser(browser, extraHTTPHeaders, owner);
  const erase = { password: SEEDED_PASSWORD };
  expect(await callFromPage(other.page, "POST", "/api/user/delete-account", erase)).toBe(200);
  await other.context.close();

  await expectDroppedWhileOpen(page, path);
  await expectNothingShownOffline(context, page, path);
});

test("staff banning the customer ends the kept eSIM page", async ({
  page,
  context,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = seededName(testInfo, OFFLINE_ENDINGS.staff);
  const path = await openOwnEsim(page, testInfo, OFFLINE_ENDINGS.staff);
  const staff = await browser.newContext({ extraHTTPHeaders });
  const desk = await staff.newPage();
  await signInByApi(desk);
  const found = await desk.request.get(`/api/admin/users?q=${owner}`, {
    headers: { Origin: baseOrigin(desk) },
  });
  const { items } = (await found.json()) as { items: { id: number; username: string }[] };
  const customer = items.find((item) => item.username === owner);
  expect(customer).toBeDefined();
  const ban = { reason: "Offline page test", banDuration: "1_day" };
  expect((await apiPost(desk, `/api/admin/users/${customer?.id}/ban`, ban)).status()).toBe(200);
  await staff.close();

  await expectDroppedWhileOpen(page, path);
  await expectNothingShownOffline(context, page, path);
});

/**
 * A browser of its own on disk (cookies and Cache Storage survive a restart as they do for a
 * person), with this project's device: closing and opening it again is what a traveller does.
 */
function diskBrowser(testInfo: TestInfo, dir: string, extraHTTPHeaders: Record<string, string> | undefined) {
  const use = testInfo.project.use;
  return chromium.launchPersistentContext(dir, {
    executablePath: use.launchOptions?.executablePath,
    args: use.launchOptions?.args,
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    extraHTTPHeaders,
  });
}

/** Keeps the owner's eSIM page in a browser on disk, closes that browser and opens it again. */
async function keptThenRestarted(
  testInfo: TestInfo,
  owner: string,
  rememberMe: boolean,
  extraHTTPHeaders: Record<string, string> | undefined,
) {
  const dir = mkdtempSync(join(tmpdir(), "jalansim-offline-"));
  const first = await diskBrowser(testInfo, dir, extraHTTPHeaders);
  const path = await openOwnEsim(first.pages()[0] ?? (await first.newPage()), testInfo, owner, rememberMe);
  await first.close();
  const context = await diskBrowser(testInfo, dir, extraHTTPHeaders);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    path,
    done: () => context.close().finally(() => rmSync(dir, { recursive: true, force: true })),
  };
}

test("a browser closed and opened again without remember-me no longer shows the kept eSIM page", async ({
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const { context, page, path, done } = await keptThenRestarted(
    testInfo,
    OFFLINE_ENDINGS.closed,
    false,
    extraHTTPHeaders,
  );
  try {
    // The session cookie went with the closed browser; the kept copy is still on disk.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__Host-session");
    await context.setOffline(true);
    await page.goto("/offline").catch(() => {});
    await expectOfflinePage(page);
    await expect(page.getByRole("link", { name: /eSIM of order/ })).toHaveCount(0);
    await page.goto(path).catch(() => {});
    await expectOfflinePage(page);
    expect(await keptPrivatePages(page)).toEqual([]);
  } finally {
    await done();
  }
});

test("with remember-me the kept eSIM page still opens offline after the browser is opened again", async ({
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const { context, page, path, done } = await keptThenRestarted(
    testInfo,
    OFFLINE_ENDINGS.remembered,
    true,
    extraHTTPHeaders,
  );
  try {
    await context.setOffline(true);
    await page.goto(path).catch(() => {});
    await expect(page.getByTestId("esim-code")).toHaveText(/^OFFLN-/);
    await page.goto("/offline").catch(() => {});
    await expect(page.getByRole("link", { name: /eSIM of order #\d+/ })).toHaveAttribute("href", path);
  } finally {
    await done();
  }
});

test("a kept eSIM page whose session has expired is not shown offline", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const path = await openOwnEsim(page, testInfo, OFFLINE_ENDINGS.expired);
  // The copy as it will be once its session's time is up (the server ends it then on its own).
  const aged = await page.evaluate(async (p) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const kept = await cache.match(p);
      if (!kept) continue;
      const headers = new Headers(kept.headers);
      if (!headers.has("X-Session-Expires")) return false;
      headers.set("X-Session-Expires", String(Date.now() - 1000));
      await cache.put(p, new Response(await kept.blob(), { status: kept.status, headers }));
      return true;
    }
    return false;
  }, path);
  expect(aged).toBe(true);
  await expectNothingShownOffline(context, page, path);
});
