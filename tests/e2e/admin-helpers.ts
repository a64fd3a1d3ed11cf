import { expect, type Page, type TestInfo } from "@playwright/test";
import { waitForHydration } from "./hydration";

export const SUPER_ADMIN = { username: "superadmin", password: "LocalAdmin!2026" };

/** A name no other test or project uses on the shared e2e database. */
export function unique(testInfo: TestInfo, base: string): string {
  return `${base}${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}${testInfo.workerIndex}`;
}

/**
 * How long the page after the login form may take. The form waits 1.5 s on purpose ("Taking you to
 * the dashboard..."), then the browser fetches the next page's modules and its data. On this shared
 * two-core machine under a full run that has taken over 10 s, Playwright's default.
 */
export const AFTER_SIGN_IN = { timeout: 15_000 };

let apiSignIns = 0;

/**
 * Sign in through the API (the login page has its own test); the cookie lands in the page's context.
 * Each sign-in comes from its own client address, as separate staff machines would, so the staff
 * login limit per address (20 in 15 minutes) counts real attempts, not the size of this suite.
 */
export async function signInByApi(
  page: Page,
  username = SUPER_ADMIN.username,
  password = SUPER_ADMIN.password,
) {
  apiSignIns += 1;
  const res = await page.request.post("/api/admin/login", {
    data: { username, password },
    headers: {
      Origin: baseOrigin(page),
      "CF-Connecting-IP": `10.99.${process.pid % 250}.${apiSignIns % 250}`,
    },
  });
  expect(res.status()).toBe(200);
}

/** The Origin header the same-origin check wants on API writes made outside the page. */
export function baseOrigin(_page: Page): string {
  return `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;
}

export async function apiPost(
  page: Page,
  path: string,
  data: unknown,
  method: "post" | "put" | "delete" = "post",
) {
  const res = await page.request[method](path, { data, headers: { Origin: baseOrigin(page) } });
  return res;
}

/** Open a page and wait until it has hydrated, so clicks reach live handlers. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * The back office's section navigation: the sidebar on desktop; on phones it is in the drawer,
 * which this opens first.
 */
export async function adminSections(page: Page) {
  // A tap before hydration reaches no handler, and the drawer would stay shut; and right after a
  // sign-in the shell may still be on its way, so wait for the menu button or the sidebar first.
  await waitForHydration(page);
  const menu = page.getByRole("button", { name: "Open admin menu" });
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await expect(menu.or(nav).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  return nav;
}

/**
 * The unread-chat count in the back office's navigation: beside Chat in the sidebar on desktop, on
 * the menu button on phones (the drawer is closed).
 */
export async function navChatUnread(page: Page) {
  const menu = page.getByRole("button", { name: /^Open admin menu/ });
  if (await menu.isVisible()) return menu.getByTestId("nav-chat-unread");
  return page.getByRole("navigation", { name: "Admin sections" }).getByTestId("nav-chat-unread");
}

/** The count shown there now (0 when there is no badge). */
export async function navChatUnreadCount(page: Page): Promise<number> {
  const badge = await navChatUnread(page);
  if ((await badge.count()) === 0) return 0;
  return Number.parseInt((await badge.innerText()).replace(/\D+$/, ""), 10) || 0;
}
