import { beforeAll, describe, expect, it } from "vitest";
import { headers } from "../../app/routes/compatibility";
import { IPHONE_ESIM_RULE } from "../../app/schemas/devices";
import { json } from "./admin-helpers";
import { appHandler } from "./app-routes";
import { call, ORIGIN, seedDatabase } from "./helpers";
import { queryRoutes } from "./route-harness";

// The phone list as a traveller meets it: searched however they type, and their own phone told
// from what its browser says. The seed fills the list, so a fresh clone answers at once.
beforeAll(seedDatabase);

const search = async (q: string) => {
  const res = await call(`/api/devices?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await json(res)).items as { brand: string; model: string; esim: boolean; note: string | null }[];
};

const detect = async (headers: Record<string, string>) => {
  const res = await call("/api/devices/detect", { headers });
  expect(res.status).toBe(200);
  return { res, body: await json(res) };
};

const PIXEL_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const REDUCED_ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe("GET /api/devices?q=", () => {
  it.each([
    ["iphone15", "iPhone 15"],
    ["iPhone 15", "iPhone 15"],
    ["Galaxy S23 Ultra", "Galaxy S23 Ultra"],
    ["samsung s23 ultra", "Galaxy S23 Ultra"],
    ["pixel7", "Pixel 7"],
    ["pixel 7", "Pixel 7"],
    ["Google Pixel 7", "Pixel 7"],
    ["s23+", "Galaxy S23+"],
    ["galaxy s23 plus", "Galaxy S23+"],
  ])("%s → %s first", async (q, model) => {
    const items = await search(q);
    expect(items[0]?.model).toBe(model);
  });

  it("answers brand, model, eSIM and note only, at most 20, closest first", async () => {
    const items = await search("pixel 7");
    expect(items.map((d) => d.model)).toEqual(["Pixel 7", "Pixel 7a", "Pixel 7 Pro"]);
    expect(items[0]).toEqual({
      brand: "Google",
      model: "Pixel 7",
      esim: true,
      note: "Must be carrier-unlocked",
    });
    const many = await search("galaxy");
    expect(many).toHaveLength(20);
    expect((await search("iphone")).every((d) => d.brand === "Apple")).toBe(true);
  });

  it("says which phones have no eSIM, and the notes to read before buying", async () => {
    const [x] = await search("iphone x");
    expect(x).toMatchObject({ model: "iPhone X", esim: false });
    const [p40] = await search("huawei p40");
    expect(p40).toMatchObject({ esim: true, note: expect.stringMatching(/mainland-China/) });
    const [a14] = await search("galaxy a14");
    expect(a14).toMatchObject({ model: "Galaxy A14", esim: false });
  });

  it("answers an empty list for nothing typed or nothing found, 400 for a search too long", async () => {
    expect(await search("")).toEqual([]);
    expect(await search("nokia 3310")).toEqual([]);
    const long = await call(`/api/devices?q=${"a".repeat(81)}`);
    expect(long.status).toBe(400);
    expect((await json(long)).field).toBe("q");
  });
});

describe("GET /api/devices/detect", () => {
  it("an iPhone: Apple, no model, no verdict, and the rule", async () => {
    const { body } = await detect({ "User-Agent": IPHONE_UA });
    expect(body).toMatchObject({
      brand: "Apple",
      model: null,
      esim: null,
      platform: "ios",
      rule: IPHONE_ESIM_RULE,
    });
    expect(body.rule).toMatch(/iPhone XS, XR or newer/);
  });

  it("an Android phone by the model its browser names", async () => {
    const { body, res } = await detect({ "User-Agent": PIXEL_UA });
    expect(body).toMatchObject({ brand: "Google", model: "Pixel 7", esim: true, platform: "android" });
    // Built from this browser's own headers: never stored, and varies on them.
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(res.headers.get("Vary")).toMatch(/Sec-CH-UA-Model/);
  });

  it("Chromium's reduced User-Agent with the model and platform client hints", async () => {
    const samsung = await detect({
      "User-Agent": REDUCED_ANDROID_UA,
      "Sec-CH-UA-Model": '"SM-S918B"',
      "Sec-CH-UA-Platform": '"Android"',
    });
    expect(samsung.body).toMatchObject({ brand: "Samsung", model: "Galaxy S23 Ultra", esim: true });
    const noEsim = await detect({ "User-Agent": REDUCED_ANDROID_UA, "Sec-CH-UA-Model": '"SM-A145F"' });
    expect(noEsim.body).toMatchObject({ model: "Galaxy A14", esim: false });
    const pixel = await detect({ "User-Agent": REDUCED_ANDROID_UA, "Sec-CH-UA-Model": '"Pixel 8a"' });
    expect(pixel.body).toMatchObject({ model: "Pixel 8a", esim: true });
  });

  it("nulls when the phone cannot be told", async () => {
    const reduced = await detect({ "User-Agent": REDUCED_ANDROID_UA });
    expect(reduced.body).toMatchObject({ brand: null, model: null, esim: null, platform: "android" });
    const unknown = await detect({ "User-Agent": REDUCED_ANDROID_UA, "Sec-CH-UA-Model": '"XQ-ZZ99"' });
    expect(unknown.body).toMatchObject({ brand: null, model: "XQ-ZZ99", esim: null });
    const desktop = await detect({ "User-Agent": DESKTOP_UA, "Sec-CH-UA-Platform": '"Windows"' });
    expect(desktop.body).toEqual({
      brand: null,
      model: null,
      esim: null,
      note: null,
      platform: "other",
      rule: null,
    });
    expect((await detect({})).body.platform).toBe("other");
  });

  it("pages ask Chromium for the hints; an API answer does not", async () => {
    // A page from the edge cache too: the header is the same for everyone, the page never varies on it.
    for (let visit = 0; visit < 2; visit++) {
      const res = await call("/shop");
      expect(res.headers.get("Accept-CH")).toBe("Sec-CH-UA-Model, Sec-CH-UA-Platform");
      expect(res.headers.get("Vary") ?? "").not.toMatch(/Sec-CH/);
    }
    expect((await call("/api/devices?q=pixel")).headers.get("Accept-CH")).toBeNull();
  });
});

describe("the /compatibility page", () => {
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const { response, page } = await queryRoutes(appHandler, new Request(`${ORIGIN}${path}`, { headers }));
    expect(response.status).toBe(200);
    return { response, data: page?.loaderData["routes/compatibility"] as Record<string, unknown> };
  };

  it("answers a search on the server (no JavaScript needed)", async () => {
    const { data } = await page("/compatibility?q=galaxy+s23+ultra");
    expect(data.q).toBe("galaxy s23 ultra");
    expect((data.items as { model: string }[])[0]?.model).toBe("Galaxy S23 Ultra");
  });

  it("tells the phone reading it, and is never shared", async () => {
    const { data } = await page("/compatibility", { "User-Agent": PIXEL_UA });
    expect(data.items).toEqual([]);
    expect(data.detected).toMatchObject({ model: "Pixel 7", esim: true });
    const answer = headers() as Record<string, string>;
    expect(answer.Vary).toMatch(/User-Agent/);
    expect(answer["Cache-Control"]).toMatch(/private/);
    // Not one of the edge cache's pages: it is never stored under one key for everyone.
    const res = await call("/compatibility?q=pixel");
    expect(res.headers.get("Cache-Control") ?? "").not.toMatch(/public/);
  });
});
