import { describe, expect, it } from "vitest";
import { withScriptsAfterFirstPaint } from "../../worker/web/http/scripts-after-paint.server";

// What React Router writes around a page, in the order it writes it.
const RENDERED = `<!DOCTYPE html><html><head><style>body{}</style>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>
<link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>
<link rel="icon" href="/favicon.svg"/></head><body><h1>Hello</h1>
<script nonce="n1">window.__reactRouterContext = {};</script>
<script nonce="n1" type="module" async="">import "/assets/root-C.js";
import("/assets/entry.client-A.js");</script>
<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>`;

async function transformed(): Promise<string> {
  return withScriptsAfterFirstPaint(
    new Response(RENDERED, { headers: { "Content-Type": "text/html" } }),
    "n1",
  ).text();
}

describe("the page's scripts wait for its first paint", () => {
  it("sends no module preload and no live module script ahead of the paint", async () => {
    const html = await transformed();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("keeps the module script as written, inert, with the starter right after it", async () => {
    const html = await transformed();
    const held = html.indexOf(
      `<script nonce="n1" type="text/x-module-after-paint">import "/assets/root-C.js";`,
    );
    expect(held).toBeGreaterThan(html.indexOf("<h1>"));
    const starter = html.slice(html.indexOf("</script>", held) + "</script>".length);
    expect(starter.startsWith('<script nonce="n1">(()=>{')).toBe(true);
    expect(starter).toContain('observe({type:"paint",buffered:true})');
    expect(starter).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    // The data scripts after it still run in order, as classic scripts.
    expect(html).toContain(
      '<script nonce="n1">window.__reactRouterContext.streamController.close();</script>',
    );
  });

  it("writes no markup-breaking text into the starter from an odd preload address", async () => {
    const odd = RENDERED.replace("/assets/framework-B.js", "/assets/x</script><b>.js");
    const html = await withScriptsAfterFirstPaint(new Response(odd), "n1").text();
    expect(html).not.toContain("</script><b>");
    expect(html).toContain("\\u003c/script>\\u003cb>");
  });
});
