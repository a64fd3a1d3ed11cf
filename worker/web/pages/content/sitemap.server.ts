import type { Context } from "hono";
import { LOCALES, localePath } from "~/lib/locale";
import { readConfig } from "../../../env";
import { sitemapEntries } from "../../../services/catalogue/sitemap";
import type { ApiEnv } from "../../http/hono-env.server";

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const siteOf = (c: Context<ApiEnv>) => readConfig(c.env).SITE_URL.replace(/\/+$/, "");

/**
 * GET /sitemap.xml: every public page at its English address, each with its Malay, Chinese and
 * x-default (English) alternates, as root.tsx's hreflang links say. Anonymous and the same for all,
 * so the edge cache keeps it until a staff change bumps the catalogue version.
 */
export async function serveSitemap(c: Context<ApiEnv>): Promise<Response> {
  const site = siteOf(c);
  const entries = await sitemapEntries(c.get("db"));
  const urls = entries.map(({ path, lastModified }) => {
    const alternates = [
      ...LOCALES.map((locale) => [locale, localePath(locale, path)] as const),
      ["x-default", path] as const,
    ].map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(`${site}${href}`)}"/>`,
    );
    const lastmod =
      lastModified === null ? "" : `<lastmod>${new Date(lastModified).toISOString().slice(0, 10)}</lastmod>`;
    return `<url><loc>${xmlEscape(`${site}${path}`)}</loc>${lastmod}${alternates.join("")}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
}

/** Pages a crawler has no business with: the back office, the API, accounts, cart and checkout. */
const PRIVATE_PATHS = [
  "/admin",
  "/api/",
  "/content-manager",
  "/auth/",
  "/cart",
  "/checkout",
  "/my-orders",
  "/my-esims",
  "/profile",
  "/lang",
  "/__dev/",
];

/** GET /robots.txt: the private pages in every language, and the sitemap by its absolute address. */
export function serveRobots(c: Context<ApiEnv>): Response {
  const storefront = PRIVATE_PATHS.filter((p) => !/^\/(admin|api|content-manager|lang|__dev)/.test(p));
  const disallowed = [
    ...PRIVATE_PATHS,
    ...storefront.flatMap((p) =>
      LOCALES.filter((locale) => locale !== "en").map((locale) => localePath(locale, p)),
    ),
  ];
  const text = `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join("\n")}\n\nSitemap: ${siteOf(c)}/sitemap.xml\n`;
  return c.text(text, 200, { "Content-Type": "text/plain; charset=utf-8" });
}
