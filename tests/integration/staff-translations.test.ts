// What staff write in Malay and Chinese (decision 0046): the storefront shows it under /ms and /zh
// and falls back to the English, the admin APIs save and audit it, the back office counts what is
// missing, and a save retires the cached translated page.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { localeFromPath } from "~/lib/locale";
import { createDb } from "../../worker/db/client";
import { searchPlans } from "../../worker/services/catalogue/destination-search";
import { getPlanPage } from "../../worker/services/catalogue/products";
import { bumpCatalogueVersion } from "../../worker/services/catalogue/version";
import { addToCart, listCart } from "../../worker/services/checkout/cart";
import { getPageContent } from "../../worker/services/content/pages";
import { homePageData } from "../../worker/web/pages/catalogue/home-page.server";
import {
  as,
  audited,
  expectError,
  ICELAND_PLAN,
  json,
  lastAudit,
  rootSession,
  unaudited,
} from "./admin-helpers";
import { call, ORIGIN, postJson, productId, seedDatabaseWithoutDemoCustomers } from "./helpers";

const ALL = { region: "all", duration: "all", data: "all", type: "all", q: "" } as const;

let root: ReturnType<typeof as>;

const cacheOf = (res: Response) => /cache;desc=(\w+)/.exec(res.headers.get("Server-Timing") ?? "")?.[1];
const missing = async () =>
  (await json(await root.get("/api/admin/translations/missing"))) as {
    count: number;
    items: { kind: string; id: number | string; field: string; locale: string; label: string }[];
  };

beforeAll(async () => {
  await seedDatabaseWithoutDemoCustomers();
  // The Cache API outlives a test file's storage: start from a version of our own.
  await bumpCatalogueVersion(env.SESSIONS);
  root = as(await rootSession());
});

// The test build answers pages with a stub, so the storefront's words are read through the same
// loaders' services the pages call, with the page's locale.
describe("the storefront in the page's language", () => {
  const db = () => createDb(env.DB);

  it("shows a plan's Malay name and description on /ms, the English on /", async () => {
    const en = await getPlanPage(db(), "japan-5gb-7-days");
    expect(en?.product).toMatchObject({
      name: "Japan",
      description: expect.stringContaining("Our most popular plan"),
    });
    const ms = await getPlanPage(
      db(),
      "japan-5gb-7-days",
      localeFromPath(new URL(`${ORIGIN}/ms/plans/x`).pathname),
    );
    expect(ms?.product).toMatchObject({
      name: "Jepun",
      description: expect.stringContaining("Pelan paling laris"),
    });
    const shop = await searchPlans(db(), { ...ALL, q: "Jepun", locale: "ms" });
    expect(shop.items.map((p) => p.name)).toContain("Jepun");
    const home = await homePageData(db(), "zh-Hans", 30);
    expect(home.featured.map((p) => p.name)).toContain("日本");
  });

  it("falls back to the English where the Chinese is missing", async () => {
    const zh = await getPlanPage(db(), "brazil-8gb-14-days", "zh-Hans");
    expect(zh?.product).toMatchObject({
      name: "巴西",
      description: expect.stringContaining("Two weeks in Brazil"),
    });
  });

  it("shows the content pages in Malay and Chinese", async () => {
    expect((await getPageContent(db(), "about", "ms")).title).toBe("Kisah Kami");
    expect((await getPageContent(db(), "refund-policy", "zh-Hans")).content).toContain("7 天规则");
    expect((await getPageContent(db(), "about")).title).toBe("Our Story");
  });

  it("names a cart's plans in the page's language and keeps the English for the order", async () => {
    const owner = { sessionId: "staff-translations-cart" };
    await addToCart(db(), owner, await productId("japan-5gb-7-days"), 1);
    const [ms] = await listCart(db(), owner, "ms");
    const [zh] = await listCart(db(), owner, "zh-Hans");
    const [english] = await listCart(db(), owner);
    expect(ms?.product.name).toBe("Jepun");
    // The page names the countries itself (places.server), so a translated line carries their codes.
    expect(ms?.product.destinations.map((d) => d.code)).toEqual(["JP"]);
    expect(zh?.product.name).not.toBe("Japan");
    expect(english?.product.name).toBe("Japan");
  });

  it("keeps the JSON API in English", async () => {
    const plans = (await json(await call("/api/products?q=Japan"))) as { name: string }[];
    expect(plans.map((p) => p.name)).toContain("Japan");
  });
});

describe("staff write the translations", () => {
  let id = 0;

  it("counts the seeded texts that still need a translation", async () => {
    const { count, items } = await missing();
    expect(count).toBe(4);
    expect(items).toContainEqual(
      expect.objectContaining({ kind: "plan", label: "Brazil", field: "description", locale: "zh-Hans" }),
    );
  });

  it("saves and audits the new fields, and the count follows", async () => {
    const form = { ...ICELAND_PLAN, description: "Geysers and glaciers, 8 GB for ten days." };
    const res = await audited("PRODUCT_CREATE", () => root.post("/api/admin/products", form));
    expect(res.status).toBe(201);
    const created = (await json(res)).product;
    id = created.id;
    expect(created).toMatchObject({ description: form.description, nameMs: null, nameZh: null });
    // A name in each language and a description in each: four more to write.
    expect((await missing()).count).toBe(8);

    const texts = { nameMs: "Iceland", descriptionMs: "Geiser dan glasier, 8 GB selama sepuluh hari." };
    const saved = await audited("PRODUCT_UPDATE", () =>
      root.put(`/api/admin/products/${id}`, { ...form, ...texts }),
    );
    expect((await json(saved)).product).toMatchObject(texts);
    expect(JSON.parse((await lastAudit())?.details ?? "{}").translated).toEqual([
      "description",
      ...Object.keys(texts),
    ]);
    expect((await missing()).count).toBe(6);
    // Left out = unchanged: an English-only client keeps the translations.
    const english = await json(await root.put(`/api/admin/products/${id}`, form));
    expect(english.product).toMatchObject(texts);
  });

  it("refuses a text over the English limit (400) and a foreign origin (403), unaudited", async () => {
    await unaudited(async () => {
      await expectError(
        await root.put(`/api/admin/products/${id}`, { ...ICELAND_PLAN, nameZh: "冰".repeat(121) }),
        400,
        "Must be at most 120 characters",
      );
      await expectError(
        await root.put("/api/admin/content/terms", {
          title: "T",
          content: "C",
          contentMs: "x".repeat(50_001),
        }),
        400,
        "Must be at most 50000 characters",
      );
      const foreign = await postJson(
        `/api/admin/products/${id}`,
        { ...ICELAND_PLAN, nameMs: "Iceland" },
        { method: "PUT", headers: { Origin: "https://evil.example" } },
      );
      expect(foreign.status).toBe(403);
    });
  });

  it("a Malay edit retires the cached /ms page", async () => {
    const { slug } = (await json(await root.get("/api/admin/products?q=Iceland"))).items[0];
    const path = `/ms/plans/${slug}`;
    expect(cacheOf(await call(path))).toBe("MISS");
    await expect.poll(async () => cacheOf(await call(path))).toBe("HIT");
    const form = { ...ICELAND_PLAN, descriptionMs: "Air terjun dan aurora, 8 GB." };
    expect((await root.put(`/api/admin/products/${id}`, form)).status).toBe(200);
    expect(cacheOf(await call(path))).toBe("MISS");
    const ms = await getPlanPage(createDb(env.DB), slug, "ms");
    expect(ms?.product.description).toBe("Air terjun dan aurora, 8 GB.");
  });

  it("saves a page's Malay version; an empty one shows the English again", async () => {
    const page = { title: "Terms of Service", content: "## English terms" };
    await audited("CONTENT_UPDATE", () =>
      root.put("/api/admin/content/terms", {
        ...page,
        titleMs: "Terma",
        contentMs: "## Terma dalam Bahasa Melayu",
      }),
    );
    expect((await getPageContent(createDb(env.DB), "terms", "ms")).content).toContain("Terma dalam Bahasa");
    await root.put("/api/admin/content/terms", { ...page, titleMs: "", contentMs: "" });
    expect(await getPageContent(createDb(env.DB), "terms", "ms")).toMatchObject({
      title: "Terms of Service",
      content: "## English terms",
    });
    expect((await missing()).items).toContainEqual(
      expect.objectContaining({ kind: "page", id: "terms", locale: "ms" }),
    );
  });
});
