// The last screens keep the page's language past the page itself: the partner and contact forms'
// toasts, the top-up's Stripe return, and the words the top-up page and the 404 send. Real route
// modules, real D1, the Stripe stand-in.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { StaticHandlerContext } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { esims } from "../../worker/db/schema";
import { serverT } from "../../worker/web/language/messages.server";
import { json, rootSession } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { Browser } from "./browser";
import { db, eventually, orderStatus } from "./fulfilment-helpers";
import { ORIGIN, seedDatabase } from "./helpers";
import { configurePayments, customer, standinSession, stripePaidOrder } from "./payment-helpers";
import { queryRoutes } from "./route-harness";

vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await seedDatabase();
  await configurePayments(await rootSession());
});

function send(path: string, browser: Browser, form?: Record<string, string>) {
  const headers = new Headers({ Origin: ORIGIN, "CF-Connecting-IP": browser.address });
  headers.set("Cookie", [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  const init: RequestInit = form ? { method: "POST", headers, body: new URLSearchParams(form) } : { headers };
  return queryRoutes(appHandler, new Request(`${ORIGIN}${path}`, init));
}

/** The toast the action queued, as the root loader hands it to the page. */
function flash(answer: { page?: StaticHandlerContext }): { title?: string; description?: string } {
  const root = answer.page?.loaderData.root as
    | { flash?: { title?: string; description?: string } }
    | undefined;
  return root?.flash ?? {};
}

/** Every message key the page's loaders sent. */
function sentKeys(page: StaticHandlerContext | undefined): string[] {
  return Object.values(page?.loaderData ?? {}).flatMap((data) =>
    Object.keys((data as { messages?: Record<string, unknown> } | null)?.messages ?? {}),
  );
}

describe("the public forms' toasts are in the page's language", () => {
  it("a partnership request from /ms and a message from /zh/support", async () => {
    const partner = await send("/ms/partner", new Browser(), {
      name: "Siti Aminah",
      company: "Kembara Travel",
      email: "siti@kembara.test",
      businessType: "travel-agency",
      message: "Kami menjual pakej pelancongan ke Jepun dan Korea setiap bulan.",
    });
    expect(flash(partner)).toEqual(
      expect.objectContaining({
        title: "Permohonan perkongsian dihantar!",
        description: serverT("ms")("partner.done.text"),
      }),
    );
    const contact = await send("/zh/support", new Browser(), {
      name: "陈美玲",
      email: "meiling@example.test",
      message: "请问日本的套餐可以热点分享吗？",
    });
    expect(flash(contact).title).toBe("留言已发送！");
    const english = await send("/partner", new Browser(), {
      name: "Sam Lee",
      company: "Roam Co",
      email: "sam@roam.test",
      businessType: "reseller",
      message: "We sell travel SIMs at two airport counters.",
    });
    expect(flash(english).title).toBe("Partnership request submitted!");
  });
});

describe("the top-up page in Malay and Chinese", () => {
  it("sends its words, and Stripe brings the customer back to /ms", async () => {
    const buyer = await customer();
    const { orderId } = await stripePaidOrder([{ slug: "japan-5gb-7-days" }], buyer.browser);
    await eventually(async () => (await orderStatus(orderId)) === "delivered");
    const esim = await db().select().from(esims).where(eq(esims.orderId, orderId)).get();
    const iccid = String(esim?.iccid);

    const page = await send(`/zh/my-esims/${iccid}/top-up`, buyer.browser);
    expect(page.response.status).toBe(200);
    expect(sentKeys(page.page)).toEqual(expect.arrayContaining(["topup.heading", "planCard.days"]));

    const { items } = await json(await buyer.browser.get(`/api/user/esims/${iccid}/topups`));
    const answer = await send(`/ms/my-esims/${iccid}/top-up`, buyer.browser, {
      topupId: String(items[0].id),
    });
    expect(answer.response.status).toBe(303);
    const row = await env.DB.prepare(
      "SELECT id, stripe_checkout_session_id AS session FROM orders WHERE user_id = ? ORDER BY id DESC",
    )
      .bind(buyer.id)
      .first<{ id: number; session: string }>();
    const session = await standinSession(String(row?.session));
    expect(session.success_url).toBe(
      `${ORIGIN}/ms/checkout/success?order=${row?.id}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`${ORIGIN}/ms/checkout/cancel?order=${row?.id}`);
    // Stripe's page names the top-up from its parts in Malay; the line keeps that name for Malay pages.
    const tail = `…${iccid.slice(-4)}`;
    const stripePage = await (await fetch(session.url)).text();
    expect(stripePage).toContain(`Tambah nilai untuk eSIM ${tail}`);
    expect(stripePage).not.toContain("Top-up");
    const line = await env.DB.prepare(
      "SELECT product_name_ms AS ms, product_name_zh AS zh FROM order_items WHERE order_id = ?",
    )
      .bind(row?.id)
      .first<{ ms: string; zh: string }>();
    expect(line?.ms).toMatch(new RegExp(`^Tambah nilai untuk eSIM ${tail} – `));
    expect(line?.zh).toMatch(new RegExp(`^eSIM ${tail} 充值 – `));
  });
});

describe("plan facts and the phone list in Malay and Chinese", () => {
  it("a global plan's networks line and a phone's note are said in the page's language", async () => {
    const plan = async (path: string) => {
      const page = await send(path, new Browser());
      const data = Object.values(page.page?.loaderData ?? {}).at(-1) as {
        product: { networks: string | null };
      };
      return data.product.networks;
    };
    expect(await plan("/plans/global-5gb-15-days")).toBe("Best local network in each country");
    expect(await plan("/ms/plans/global-5gb-15-days")).toBe("Rangkaian tempatan terbaik di setiap negara");
    expect(await plan("/zh/plans/global-5gb-15-days")).toBe("各国当地最佳网络");
    // Networks staff named are operators' names, the same in every language.
    expect(await plan("/zh/plans/japan-5gb-7-days")).toBe("SoftBank, KDDI");

    const notes = async (path: string) => {
      const page = await send(path, new Browser());
      const data = Object.values(page.page?.loaderData ?? {}).at(-1) as { items: { note: string | null }[] };
      return data.items.map((item) => item.note);
    };
    expect(await notes("/compatibility?q=iPhone%20X")).toContain(
      "Physical SIM only: eSIM starts with iPhone XS and XR",
    );
    expect(await notes("/ms/compatibility?q=iPhone%20X")).toContain(
      "SIM fizikal sahaja: eSIM bermula dengan iPhone XS dan XR",
    );
    const chinese = await notes("/zh/compatibility?q=iPhone%20X");
    expect(chinese).toContain("仅支持实体 SIM 卡：iPhone XS 和 XR 起才支持 eSIM");
    expect(chinese.join()).not.toMatch(/[A-Za-z]{4,} [a-z]{3,}/);
  });
});

describe("the 404 page", () => {
  it("sends its search box's words", async () => {
    const missing = await send("/zh/no-such-page", new Browser());
    expect(missing.response.status).toBe(404);
    expect(sentKeys(missing.page)).toContain("place.search.suggestions");
  });

  it("is what an address whose first segment names no language gets, drawn in the shop's frame", async () => {
    for (const path of ["/fr/shop", "/xx", "/fr", "/xx/plans/japan-5gb-7-days", "/en/terms"]) {
      const answer = await send(path, new Browser());
      expect(answer.response.status, path).toBe(404);
      // The root's data is there (its words), so the visitor sees the shop's own 404 page.
      expect(sentKeys(answer.page), path).toContain("chrome.notFound.title");
    }
  });

  it("refuses a form posted to such an address before any page's action runs", async () => {
    const posted = await send("/fr/auth/login", new Browser(), { emailOrUsername: "nobody", password: "x" });
    expect(posted.response.status).toBe(404);
    expect(posted.page?.actionData ?? null).toBeNull();
  });
});

describe("one route per page in every language", () => {
  it("/shop, /ms/shop and /zh/shop reach the same route, which knows the page's language", async () => {
    for (const [path, lang] of [
      ["/shop", undefined],
      ["/ms/shop", "ms"],
      ["/zh/shop", "zh"],
    ] as const) {
      const answer = await send(path, new Browser());
      expect(answer.response.status, path).toBe(200);
      expect(
        answer.page?.matches.map((m) => m.route.id),
        path,
      ).toEqual(["root", "routes/storefront", "routes/shop"]);
      expect(answer.page?.matches.at(-1)?.params.lang, path).toBe(lang);
    }
  });
});

describe("Home's popular destination chips", () => {
  it("name the countries in the page's language, English as stored", async () => {
    const names = async (path: string) => {
      const home = await send(path, new Browser());
      const data = home.page?.loaderData["routes/home"] ?? Object.values(home.page?.loaderData ?? {}).at(-1);
      return ((data as { popular: { name: string }[] }).popular ?? []).map((d) => d.name);
    };
    expect(await names("/")).toContain("Japan");
    expect(await names("/ms")).toContain("Jepun");
    expect(await names("/zh")).toContain("日本");
  });
});
