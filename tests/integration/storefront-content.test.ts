import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPageMarkdown } from "../../app/components/content/page-markdown.server";
import { createDb } from "../../worker/db/client";
import { SITE_IMAGE_DEFAULTS as SEEDED_IMAGES } from "../../worker/db/seed-content";
import { getPlanPage } from "../../worker/services/catalogue/products";
import { featuredReviewsQuery, toTestimonials } from "../../worker/services/catalogue/reviews";
import { getPageContent } from "../../worker/services/content/pages";
import { getSiteImages } from "../../worker/services/content/site-images";
import { homePageData } from "../../worker/web/pages/catalogue/home-page.server";
import { call, seedDatabase } from "./helpers";
import { createReview, hideReview, saveClaims, staffProductId } from "./staff-actions";

beforeAll(seedDatabase);

const HOSTILE = `## Welcome

<script>alert("xss")</script>

<img src="x" onerror="alert(1)">

[Click me](javascript:alert(document.cookie)) and [data](data:text/html;base64,PHNjcmlwdD4=)

<a href="javascript:alert(2)">raw link</a>

<iframe src="https://evil.example"></iframe>

**Bold** and a [safe link](https://example.com/help).`;

describe("page content", () => {
  it("renders staff markdown without raw HTML, scripts or javascript: links", async () => {
    await env.DB.prepare("UPDATE page_content SET content = ?, image_url = ? WHERE page = 'about'")
      .bind(HOSTILE, "javascript:alert(3)")
      .run();
    const page = await getPageContent(createDb(env.DB), "about");
    expect(page.content).toBe(HOSTILE);
    expect(page.imageUrl).toBe("/static/site/world-map.svg"); // unsafe URL falls back to the default

    // Rendered on the server; the browser receives only this HTML.
    const html = renderPageMarkdown(page.content);
    expect(html).toContain("Welcome</h2>");
    expect(html).toContain('<strong class="font-semibold text-ink">Bold</strong>');
    expect(html).toContain('href="https://example.com/help"');
    expect(html).toContain(">Click me</a>");
    expect(html.toLowerCase()).not.toContain("<script");
    expect(html.toLowerCase()).not.toContain("javascript:");
    expect(html.toLowerCase()).not.toContain("data:text/html");
    expect(html.toLowerCase()).not.toContain("onerror");
    expect(html.toLowerCase()).not.toContain("<iframe");
    expect(html.toLowerCase()).not.toContain("<img");
  });

  it("falls back to the seeded default when a page has no row", async () => {
    await env.DB.prepare("DELETE FROM page_content WHERE page = 'partner'").run();
    const page = await getPageContent(createDb(env.DB), "partner");
    expect(page.title).toBe("Partner With Us");
    expect(page.content).toContain("25%");
  });
});

describe("site images", () => {
  it("GET /api/admin/site-images lists the stored images publicly", async () => {
    const response = await call("/api/admin/site-images");
    expect(response.status).toBe(200);
    const list = await response.json<{ id: number; key: string; url: string; alt: string }[]>();
    expect(list.map((i) => i.key).sort()).toEqual(SEEDED_IMAGES.map((i) => i.key).sort());
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["alt", "description", "id", "key", "url"]);
  });

  it("resolves every public key: stored R2 or https URL, else the shipped default", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE site_images SET url = '/images/hero-header', alt = 'Our hero' WHERE key = 'hero-header'",
      ),
      env.DB.prepare("UPDATE site_images SET url = 'https://cdn.example/mtn.png' WHERE key = 'mtn-logo'"),
      env.DB.prepare("UPDATE site_images SET url = 'javascript:alert(1)' WHERE key = 'orange-logo'"),
      env.DB.prepare("DELETE FROM site_images WHERE key = 'world-map'"),
    ]);
    const images = await getSiteImages(createDb(env.DB));
    expect(Object.keys(images).sort()).toEqual([
      "hero-header",
      "movistar-logo",
      "mtn-logo",
      "orange-logo",
      "telstra-logo",
      "tmobile-logo",
      "vodafone-logo",
      "world-map",
    ]);
    expect(images["hero-header"]).toMatchObject({ url: "/images/hero-header", alt: "Our hero", width: 1200 });
    expect(images["mtn-logo"].url).toBe("https://cdn.example/mtn.png");
    expect(images["orange-logo"].url).toBe("/static/site/orange-logo.svg");
    expect(images["world-map"]).toMatchObject({ url: "/static/site/world-map.svg", height: 600 });
    expect(images["world-map"].alt).not.toBe("");
  });

  it("refuses writes on the public router", async () => {
    const response = await call("/api/admin/site-images", {
      method: "DELETE",
    });
    expect(response.status).toBe(404);
  });
});

describe("public reviews", () => {
  it("lists featured and counts a plan's reviews from the published ones only", async () => {
    const db = createDb(env.DB);
    const review = async (slug: string, rating: number, featured: boolean) => {
      const productId = await staffProductId(slug);
      return createReview({ productId, customerName: `R${rating}`, rating, comment: "Words", featured });
    };
    await review("japan-5gb-7-days", 5, true);
    await review("japan-5gb-7-days", 4, false);
    await hideReview(await review("japan-5gb-7-days", 2, true), "Not about the plan");
    await review("europe-10gb-15-days", 3, true);
    // A buyer's review waits for moderation; one comes only after a delivered order, so it is written as that flow leaves it.
    await env.DB.prepare(
      `INSERT INTO reviews (product_id, customer_name, rating, comment, status, source, verified, featured)
       SELECT id, 'R1', 1, 'Words', 'pending', 'buyer', 1, 1 FROM products WHERE slug = 'japan-5gb-7-days'`,
    ).run();
    const featured = toTestimonials(await featuredReviewsQuery(db, 5));
    expect(featured.map((r) => `${r.productSlug}:${r.rating}`).sort()).toEqual([
      "europe-10gb-15-days:3",
      "japan-5gb-7-days:5",
    ]);
    const page = await getPlanPage(db, "japan-5gb-7-days");
    const reviews = page?.reviews ?? { count: 0, average: null, reviews: [] };
    expect(reviews.count).toBe(2);
    expect(reviews.average).toBe(4.5);
    expect(reviews.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
  });
});

describe("the home page's claims", () => {
  it("shows the partners only while staff have switched them on with a source", async () => {
    const db = createDb(env.DB);
    expect((await homePageData(db)).claims).toEqual({ partners: null });
    // Settings refuses a ticked claim without a source, so nothing is stored and nothing is shown.
    expect(await saveClaims({ partners: { shown: true, source: " " } })).toBe(400);
    expect((await homePageData(db)).claims).toEqual({ partners: null });
    expect(await saveClaims({ partners: { shown: true, source: "Roaming contracts 2026" } })).toBe(200);
    expect((await homePageData(db)).claims).toEqual({ partners: "Roaming contracts 2026" });
  });
});
