// A customer buying from a Malay or Chinese page stays in that language: the sign-in page and its
// way back, and Stripe's return URLs, keep the /ms or /zh prefix. The JSON API's words stay English;
// the pages translate what they show. Real route modules, real D1, the Stripe stand-in.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formMessage, formMessageKey } from "../../app/lib/form-messages";
import { serverT } from "../../worker/web/language/messages.server";
import { rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { eventually, orderStatus } from "./fulfilment-helpers";
import { ORIGIN, productId, seedDatabase, TEST_CUSTOMER } from "./helpers";
import { mailbox } from "./mailbox";
import { configurePayments, ESIM, payOnStandin, standinSession, withCart } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

const FLASH = "__Host-flash";
let counter = 0;

/** One request through the route modules, as the browser would send it (its cookies, our Origin). */
function send(path: string, browser?: Browser, form?: Record<string, string>) {
  const headers = new Headers({ Origin: ORIGIN });
  if (browser) {
    headers.set("Cookie", [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    headers.set("CF-Connecting-IP", browser.address);
  }
  const init: RequestInit = form ? { method: "POST", headers, body: new URLSearchParams(form) } : { headers };
  return queryRoutes(appHandler, new Request(`${ORIGIN}${path}`, init));
}

function flashTitle(response: Response): string | undefined {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${FLASH}=`));
  const value = line?.slice(FLASH.length + 1).split(";")[0];
  return value ? JSON.parse(decodeURIComponent(value)).title : undefined;
}

describe("signing in keeps the page's language", () => {
  it("a prefixed page that needs an account sends the guest to the sign-in page in its language", async () => {
    for (const path of ["/ms/my-orders", "/zh/checkout/success?order=1"]) {
      const answer = await send(path);
      expect(answer.response.status).toBe(302);
      const prefix = path.slice(0, 3);
      expect(answer.response.headers.get("Location")).toBe(
        `${prefix}/auth/login?${new URLSearchParams({ redirectTo: path })}`,
      );
    }
    // English stays where it was.
    expect((await send("/my-orders")).response.headers.get("Location")).toBe(
      "/auth/login?redirectTo=%2Fmy-orders",
    );
  });

  it("the guest checkout's Sign in link and the sign-in itself come back to /ms/checkout", async () => {
    const guest = new Browser();
    const added = await guest.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
    expect(added.status).toBeLessThan(300);
    const page = await send("/ms/checkout", guest);
    const loader = page.page?.loaderData["routes/checkout"] as { signInHref: string } | undefined;
    expect(loader?.signInHref ?? "").toBe("/ms/auth/login?redirectTo=%2Fms%2Fcheckout");

    const login = await send("/ms/auth/login", undefined, {
      emailOrUsername: TEST_CUSTOMER.username,
      password: TEST_CUSTOMER.password,
      redirectTo: "/ms/checkout",
    });
    expect(login.response.headers.get("Location")).toBe("/ms/checkout");
    expect(flashTitle(login.response)).toBe("Log masuk berjaya");
  });

  it("with no page named, a Chinese sign-in lands on the Chinese Home; a refusal keeps the API's words", async () => {
    const login = await send("/zh/auth/login", undefined, {
      emailOrUsername: TEST_CUSTOMER.email,
      password: TEST_CUSTOMER.password,
    });
    expect(login.response.headers.get("Location")).toBe("/zh");

    const refused = await send("/zh/auth/login", undefined, { emailOrUsername: "", password: "" });
    expect(refused.response.status).toBe(400);
    const action = refused.page?.actionData?.["routes/auth.login"] as {
      fieldErrors: Record<string, string>;
    };
    expect(action.fieldErrors.password).toBe("Password is required");
    // The page's words for it come from the forms namespace the loader sends.
    const t = serverT("zh-Hans");
    expect(formMessage(t, "zh-Hans", action.fieldErrors.password ?? "")).toBe("请输入密码");
    expect(formMessageKey("Passwords don't match")).toBe("forms.passwords_don_t_match");
    expect(formMessage(t, "zh-Hans", "Only 2 left of Japan 5GB")).toBe("Japan 5GB 仅剩 2 件");
    expect(formMessage(t, "en", "Password is required")).toBe("Password is required");
  });
});

describe("Stripe brings the customer back to the language they paid in", () => {
  for (const prefix of ["/ms", "/zh", ""]) {
    it(`paying from ${prefix || "the English"} checkout returns to ${prefix}/checkout/success and …/cancel`, async () => {
      const { browser, id } = await withCart([[ESIM, 1]]);
      const answer = await send(`${prefix}/checkout`, browser, { deviceConfirmed: "on" });
      expect(answer.response.status).toBe(303);
      const row = await env.DB.prepare(
        "SELECT id, stripe_checkout_session_id AS session FROM orders WHERE user_id = ? ORDER BY id DESC",
      )
        .bind(id)
        .first<{ id: number; session: string }>();
      const session = await standinSession(String(row?.session));
      expect(answer.response.headers.get("Location")).toBe(session.url);
      expect(session.success_url).toBe(
        `${ORIGIN}${prefix}/checkout/success?order=${row?.id}&session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(session.cancel_url).toBe(`${ORIGIN}${prefix}/checkout/cancel?order=${row?.id}`);
    });
  }
});

describe("after a purchase in Malay or Chinese, no English plan name is left", () => {
  const NAMES = { ms: "Jepun", "zh-Hans": "日本" } as const;
  const ENGLISH = "Japan";

  for (const [locale, name] of Object.entries(NAMES) as [keyof typeof NAMES, string][]) {
    const prefix = locale === "ms" ? "/ms" : "/zh";
    it(`${locale}: Stripe's line, the e-mails and every page after payment name the plan "${name}"`, async () => {
      counter += 1;
      const email = `lines-${prefix.slice(1)}-${counter}@shop.test`;
      const browser = new Browser();
      const password = `Passw0rd-lines-${counter}`;
      const registered = await browser.post("/api/auth/register", {
        username: `lines${prefix.slice(1)}${counter}`,
        email,
        password,
        confirmPassword: password,
        locale,
      });
      expect(registered.status).toBe(201);
      const added = await browser.post("/api/cart", { productId: await productId(ESIM), quantity: 1 });
      expect(added.status).toBeLessThan(300);
      const answer = await send(`${prefix}/checkout`, browser, { deviceConfirmed: "on" });
      expect(answer.response.status).toBe(303);
      const row = await env.DB.prepare(
        `SELECT o.id, o.stripe_checkout_session_id AS session, i.product_name AS en,
           i.product_name_ms AS ms, i.product_name_zh AS zh
         FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.customer_email = ?`,
      )
        .bind(email)
        .first<{ id: number; session: string; en: string; ms: string; zh: string }>();
      // The line keeps its name in every language, as the shop named the plan when it was bought.
      expect(row).toMatchObject({ en: ENGLISH, ms: NAMES.ms, zh: NAMES["zh-Hans"] });
      const orderId = Number(row?.id);

      // Stripe's page: the plan's name and its small print in the language paid in.
      const session = await standinSession(String(row?.session));
      const stripePage = await (await fetch(session.url)).text();
      expect(stripePage).toContain(name);
      expect(stripePage).toContain(locale === "ms" ? "eSIM · 5 GB · 7 Hari" : "eSIM · 5 GB · 7 天");
      expect(stripePage).not.toContain(ENGLISH);

      await payOnStandin(orderId);
      await eventually(async () => (await orderStatus(orderId)) === "delivered");
      const mails = await eventually(async () => {
        const all = (await mailbox(email)).filter((m) => m.subject.includes(`#${orderId}`));
        return all.length > 0 ? all : undefined;
      });
      for (const mail of mails) {
        expect(`${mail.text}\n${mail.html}`).toContain(name);
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(ENGLISH);
      }

      // One route id in every language: the language is the storefront's optional segment.
      const pages = [
        [`${prefix}/my-orders`, "routes/my-orders"],
        [`${prefix}/my-orders/${orderId}`, "routes/my-orders.detail"],
        [`${prefix}/my-orders/${orderId}/esim`, "routes/my-orders.$id.esim"],
        [`${prefix}/my-orders/${orderId}/receipt`, "routes/my-orders.receipt"],
        [`${prefix}/my-esims`, "routes/my-esims"],
      ] as const;
      for (const [path, routeId] of pages) {
        const page = await send(path, browser);
        expect(page.response.status, path).toBe(200);
        const shown = JSON.stringify(page.page?.loaderData[routeId] ?? null);
        expect(shown, path).toContain(name);
        expect(shown, path).not.toContain(ENGLISH);
      }
    });
  }
});
