import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { signIn } from "./customer-helpers";
import { expect } from "./fixtures";
import { OFFLINE_OWNER, SEEDED_PASSWORD, seededName } from "./seeded";

// The steps offline.spec and offline-sessions.spec share: keeping an eSIM page, and looking at
// what the service worker (public/sw.js) kept and shows offline.

/** Signs the seeded owner of a delivered eSIM in and opens its page the way a customer does. */
export async function openOwnEsim(page: Page, testInfo: TestInfo, owner = OFFLINE_OWNER, rememberMe = false) {
  await page.goto("/auth/login");
  if (rememberMe) await page.getByLabel("Remember me for 30 days").check();
  await signIn(page, seededName(testInfo, owner), SEEDED_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  // Registered after load; it takes the page over once active (clients.claim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto("/my-orders");
  // A client-side visit: the worker keeps the page itself, not only its data.
  await page.getByTestId("order-delivery-link").first().click();
  await expect(page).toHaveURL(/\/my-orders\/\d+\/esim$/);
  const path = new URL(page.url()).pathname;
  await expect.poll(() => isKept(page, path), { timeout: 15_000 }).toBe(true);
  return path;
}

export function isKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (p) => Boolean(await caches.match(p)), path);
}

/** Every private page anywhere in Cache Storage. */
export function keptPrivatePages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (/^(\/(ms|zh))?\/(my-orders|my-esims|profile|cart|checkout)/.test(path)) paths.push(path);
      }
    }
    return paths;
  });
}

export async function expectOfflinePage(page: Page) {
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await expect(page.getByTestId("esim-code")).toHaveCount(0);
}

export async function goOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path).catch(() => {});
}
