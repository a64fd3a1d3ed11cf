// Staff-written pages are rendered once per text and then remembered in the isolate: an edit must
// show at once, and a remembered page must be exactly the sanitised render.
import { describe, expect, it } from "vitest";
import { renderPageMarkdown } from "../../app/components/content/page-markdown.server";

describe("page markdown", () => {
  it("renders a saved edit afresh and repeats an unchanged text exactly", () => {
    const text = "## Refunds\n\nAsk within **14 days** of purchase.";
    const first = renderPageMarkdown(text);
    expect(first).toContain('<strong class="font-semibold text-ink">14 days</strong>');
    expect(renderPageMarkdown(text)).toBe(first);

    const edited = renderPageMarkdown(text.replace("14 days", "30 days"));
    expect(edited).toContain("30 days");
    expect(edited).not.toContain("14 days");
  });

  it("still drops raw HTML and unsafe links when the page is served from memory", () => {
    const text = "Hello <script>alert(1)</script> [click](javascript:alert(1))";
    for (let view = 0; view < 2; view++) {
      const html = renderPageMarkdown(text);
      expect(html).not.toContain("<script");
      expect(html).not.toContain("javascript:");
    }
  });

  it("renders every page right after more pages than it keeps", () => {
    for (let page = 0; page < 100; page++)
      expect(renderPageMarkdown(`Page ${page}`)).toContain(`Page ${page}`);
    expect(renderPageMarkdown("Page 0")).toBe('<p class="mt-4 leading-relaxed text-muted">Page 0</p>');
  });
});
