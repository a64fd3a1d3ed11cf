// The account's language: chosen at sign-up (the page's address, the API's field or the `lang`
// cookie), changed by the switcher's POST /lang, and the language every e-mail to the customer is
// written in when it is queued.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../worker/db/schema";
import { readConfig } from "../../worker/env";
import type { DevMail } from "../../worker/services/email/dev-mailbox";
import { rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { call, ORIGIN, seedDatabase } from "./helpers";
import { mailbox, tokenIn } from "./mailbox";
import { configurePayments, stripePaidOrder } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

let serial = 0;
function account(name: string) {
  serial += 1;
  const username = `${name}${serial}${Date.now() % 1e5}`;
  return {
    username,
    email: `${username}@shop.test`,
    password: "Lang-pass-1",
    confirmPassword: "Lang-pass-1",
    firstName: "Mei",
  };
}

const localeOf = async (email: string) =>
  (await db().select({ locale: users.locale }).from(users).where(eq(users.email, email)).get())?.locale;

/** The first mail to `to` whose subject passes `pick`, waiting for the queue to send it. */
const mailTo = (to: string, pick: (mail: DevMail) => boolean) =>
  eventually(async () => (await mailbox(to)).find(pick));

async function registerThroughApi(fields: Record<string, unknown>, cookie?: string) {
  const browser = new Browser();
  if (cookie) browser.cookies.set("lang", cookie);
  const res = await browser.post("/api/auth/register", fields);
  return { browser, res };
}

describe("the language an account signs up in", { timeout: 30_000 }, () => {
  it("the register page under /zh: the account is zh-Hans and its verification e-mail is Chinese", async () => {
    const fields = account("zhpage");
    const answer = await queryRoutes(
      appHandler,
      new Request(`${ORIGIN}/zh/auth/register`, {
        method: "POST",
        headers: { Origin: ORIGIN },
        body: new URLSearchParams(fields),
      }),
    );
    expect(answer.response.status).toBe(302);
    expect(await localeOf(fields.email)).toBe("zh-Hans");
    const mail = await mailTo(fields.email, (m) => m.subject === "验证您的邮箱地址");
    expect(mail.text).toContain("Mei，您好：");
    expect(mail.text).toContain("请确认这是您的邮箱地址。");
    expect(mail.text).toMatch(/\/zh\/auth\/verify-email\?token=[\w-]+/);
    expect(mail.html).toContain("验证我的邮箱");
    expect(mail.text).not.toMatch(/Verify|Hi Mei/);
  });

  it("the JSON API: the optional locale field, else the lang cookie, else English; the answer as before", async () => {
    const malay = account("apims");
    const withField = await registerThroughApi({ ...malay, locale: "ms" });
    expect(withField.res.status).toBe(201);
    expect(await localeOf(malay.email)).toBe("ms");
    expect(Object.keys(((await withField.res.json()) as { user: object }).user)).not.toContain("locale");

    const chinese = account("apicookie");
    expect((await registerThroughApi(chinese, "zh-Hans")).res.status).toBe(201);
    expect(await localeOf(chinese.email)).toBe("zh-Hans");

    const plain = account("apien");
    expect((await registerThroughApi(plain, "klingon")).res.status).toBe(201);
    expect(await localeOf(plain.email)).toBe("en");

    const wrong = await registerThroughApi({ ...account("apifr"), locale: "fr" });
    expect(wrong.res.status).toBe(400);
  });
});

describe("POST /lang", { timeout: 30_000 }, () => {
  const choose = (browser: Browser, fields: Record<string, string>, init: RequestInit = {}) =>
    browser.send("POST", "/lang", undefined, {
      ...init,
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("sets the cookie and answers the same page in the chosen language, query kept", async () => {
    const browser = new Browser();
    const res = await choose(browser, { locale: "ms", to: "/zh/shop?q=japan" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ms/shop?q=japan");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("lang="));
    expect(cookie).toMatch(/^lang=ms;/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(browser.cookies.get("lang")).toBe("ms");

    expect((await choose(browser, { locale: "en", to: "/ms" })).headers.get("Location")).toBe("/");
    expect((await choose(browser, { locale: "zh-Hans", to: "/" })).headers.get("Location")).toBe("/zh");
    // Only this site's pages; the back office has one language.
    expect((await choose(browser, { locale: "ms", to: "//evil.example/x" })).headers.get("Location")).toBe(
      "/ms",
    );
    expect((await choose(browser, { locale: "ms", to: "/admin/orders" })).headers.get("Location")).toBe(
      "/admin/orders",
    );
  });

  it("never answers another host once the language prefix is stripped", async () => {
    const browser = new Browser();
    const shapes = [
      "/ms//evil.example",
      "/zh//evil.example/x?y=1",
      "/ms//evil.example#h",
      "/ms/\\evil.example",
    ];
    for (const to of shapes) {
      for (const locale of ["en", "ms", "zh-Hans"]) {
        const location = (await choose(browser, { locale, to })).headers.get("Location") ?? "";
        expect(location, `${locale} ${to}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "https://shop.example").host, `${locale} ${to}`).toBe("shop.example");
      }
    }
    expect((await choose(browser, { locale: "en", to: "/ms//evil.example" })).headers.get("Location")).toBe(
      "/",
    );
    expect((await choose(browser, { locale: "en", to: "/zh//evil.example" })).headers.get("Location")).toBe(
      "/",
    );
  });

  it("refuses an unknown language and a post from another site", async () => {
    expect((await choose(new Browser(), { locale: "fr", to: "/" })).status).toBe(400);
    const res = await call("/lang", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: new URLSearchParams({ locale: "ms", to: "/" }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("saves a signed-in customer's choice: the next e-mail is written in it", async () => {
    const fields = account("switcher");
    const { browser } = await registerThroughApi(fields);
    expect(await localeOf(fields.email)).toBe("en");
    expect((await choose(browser, { locale: "zh-Hans", to: "/profile" })).headers.get("Location")).toBe(
      "/zh/profile",
    );
    expect(await localeOf(fields.email)).toBe("zh-Hans");

    await new Browser().post("/api/auth/forgot-password", { email: fields.email });
    const reset = await mailTo(fields.email, (m) => m.subject === "重置您的密码");
    expect(reset.text).toContain(`/zh/auth/reset-password?token=${tokenIn(reset.text)}`);
  });
});

describe("an order's e-mails in the customer's language", { timeout: 60_000 }, () => {
  it("a Malay customer's eSIM-ready e-mail is Malay, with its QR image, and its links go to /ms", async () => {
    const fields = account("msesim");
    const { browser } = await registerThroughApi({ ...fields, locale: "ms" });
    const paid = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], browser);
    await eventually(async () => (await orderStatus(paid.orderId)) === "delivered");
    const mail = await mailTo(fields.email, (m) => m.subject.startsWith("eSIM anda sudah sedia"));
    expect(mail.subject).toBe(`eSIM anda sudah sedia (pesanan #${paid.orderId})`);
    expect(mail.text).toContain("Hai Mei,");
    expect(mail.text).toContain("Terima kasih! Bayaran anda telah berjaya dan eSIM anda sudah sedia.");
    expect(mail.text).toContain(`/ms/my-orders/${paid.orderId}/esim`);
    expect(mail.text).toContain("Kod pengaktifan: ");
    expect(mail.html).toContain("Pasang pada iPhone");
    expect(mail.html).toMatch(/<img src="[^"]+" width="200" height="200" alt="Kod QR untuk memasang /);
    expect(mail.html).toContain(`/ms/my-orders/${paid.orderId}/esim"`);
    const site = readConfig(env).SITE_URL.replace(/\/+$/, "");
    const shopLinks = [...(mail.html ?? "").matchAll(/href="([^"]*)"/g)]
      .map((m) => m[1] ?? "")
      .filter((href) => href.startsWith(site))
      .map((href) => href.slice(site.length));
    expect(shopLinks.length).toBeGreaterThan(0);
    for (const path of shopLinks) expect(path.startsWith("/ms/"), path).toBe(true);
    expect(`${mail.subject}${mail.text}`).not.toMatch(/Your eSIM is ready|Thank you|Hi Mei/);
  });
});
