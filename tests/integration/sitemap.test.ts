// sitemap.xml and robots.txt: every public page in English with its three languages' alternates,
// from the catalogue, cached like the other anonymous answers; no private page named.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../worker/env";
import { call, seedDatabase } from "./helpers";

const SITE = readConfig(env).SITE_URL.replace(/\/+$/, "");

beforeAll(seedDatabase);

/** Well-formed XML, as far as a sitemap goes: balanced tags, quoted attributes, escaped ampersands. */
function wellFormed(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push("declaration");
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  const open: string[] = [];
  for (const [tag, closing = "", name = "", attributes = "", selfClosing = ""] of body.matchAll(
    /<(\/?)([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>/g,
  )) {
    if (closing) {
      if (open.pop() !== name) problems.push(`unbalanced ${tag}`);
    } else if (!selfClosing) open.push(name);
    if (/&(?!amp;|lt;|gt;|quot;|apos;)/.test(attributes)) problems.push(`raw & in ${tag}`);
  }
  if (open.length) problems.push(`unclosed ${open.join(",")}`);
  const text = body.replace(/<[^>]*>/g, "");
  if (/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/.test(text)) problems.push("raw character in text");
  return problems;
}

const rows = async (query: string) => (await env.DB.prepare(query).all<{ slug: string }>()).results;

describe("GET /sitemap.xml", () => {
  it("lists every public page, plan and destination with en, ms, zh-Hans and x-default alternates", async () => {
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(wellFormed(xml)).toEqual([]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
    const entry = (path: string) => urls.find((u) => u.includes(`<loc>${SITE}${path}</loc>`));

    const plans = await rows("select slug from products where active = 1 and kind = 'plan'");
    const places = await rows("select slug from destinations");
    expect(plans.length).toBeGreaterThan(3);
    expect(places.length).toBeGreaterThan(100);
    const fixed = ["/", "/shop", "/destinations", "/compatibility", "/about", "/support", "/partner"];
    const policies = ["/privacy", "/terms", "/refund-policy"];
    const paths = [
      ...fixed,
      ...policies,
      ...plans.map((p) => `/plans/${p.slug}`),
      ...places.map((d) => `/esim/${d.slug}`),
    ];
    expect(urls).toHaveLength(paths.length);
    for (const path of paths) {
      const url = entry(path);
      expect(url, path).toBeDefined();
      const ms = path === "/" ? "/ms" : `/ms${path}`;
      const zh = path === "/" ? "/zh" : `/zh${path}`;
      for (const [lang, href] of [
        ["en", path],
        ["ms", ms],
        ["zh-Hans", zh],
        ["x-default", path],
      ]) {
        expect(url, `${path} ${lang}`).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE}${href}"/>`,
        );
      }
    }
    // The data's dates where it has them: a plan's, never a made-up one for the fixed pages.
    expect(entry(`/plans/${plans[0]?.slug}`)).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(entry("/about")).not.toContain("<lastmod>");
    // A switched-off plan and a top-up are not pages.
    const hidden = await rows("select slug from products where active = 0 or kind <> 'plan'");
    for (const { slug } of hidden) expect(xml).not.toContain(`/plans/${slug}<`);
    for (const secret of [
      "/admin",
      "/api/",
      "/my-orders",
      "/my-esims",
      "/profile",
      "/auth/",
      "/cart",
      "/checkout",
    ])
      expect(xml).not.toContain(`${SITE}${secret}`);
  });

  it("is kept by the edge cache: the second anonymous request runs no query", async () => {
    await call("/sitemap.xml");
    await expect
      .poll(async () => (await call("/sitemap.xml")).headers.get("Server-Timing") ?? "")
      .toMatch(/cache;desc=HIT/);
  });
});

describe("GET /robots.txt", () => {
  it("names the sitemap by its absolute address and keeps crawlers off private pages in every language", async () => {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    for (const path of [
      "/admin",
      "/api/",
      "/cart",
      "/checkout",
      "/my-orders",
      "/my-esims",
      "/profile",
      "/auth/",
    ])
      expect(disallowed).toContain(path);
    for (const path of ["/ms/checkout", "/zh/checkout", "/ms/my-orders", "/zh/profile"])
      expect(disallowed).toContain(path);
    expect(disallowed).not.toContain("/");
    expect(disallowed).not.toContain("/shop");
  });
});
