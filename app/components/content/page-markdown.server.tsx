import { renderToStaticMarkup } from "react-dom/server.node";
import type { Components } from "react-markdown";
import Markdown from "react-markdown";
import rehypeSanitize from "rehype-sanitize";

// Staff write this markdown; it is drawn with our own elements and classes. Raw HTML is dropped
// (skipHtml), URLs pass react-markdown's safe-protocol filter, and rehype-sanitize (GitHub's schema)
// strips anything else dangerous, so a stored <script> or javascript: link never reaches the page.
const COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 text-2xl font-bold tracking-tight" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-8 text-2xl font-bold tracking-tight" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-xl font-bold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-4 leading-relaxed text-muted" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-1 pl-6 text-muted" {...props} />,
  ol: ({ node: _node, ...props }) => (
    <ol className="mt-4 list-decimal space-y-1 pl-6 text-muted" {...props} />
  ),
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-ink" {...props} />,
  a: ({ node: _node, href, ...props }) => {
    const external = href ? /^https?:\/\//.test(href) : false;
    return (
      <a
        href={href}
        className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
        {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
        {...props}
      />
    );
  },
  img: () => null,
};

// Parsing and sanitising a page was a tenth of its render, for text that changes only when staff
// save it. Keyed by the text itself, so a save is a new key and never serves the old page; the
// oldest entry goes first once every page in every language is held.
const REMEMBERED_PAGES = 64;
const rendered = new Map<string, string>();

/**
 * The page's markdown as sanitised HTML, rendered in the loader: the markdown renderer
 * (~38 KiB gzip) never reaches the browser, which only receives the HTML (PageMarkdown).
 */
export function renderPageMarkdown(content: string): string {
  const known = rendered.get(content);
  if (known !== undefined) return known;
  const html = renderToStaticMarkup(
    <Markdown skipHtml rehypePlugins={[rehypeSanitize]} components={COMPONENTS}>
      {content}
    </Markdown>,
  );
  if (rendered.size >= REMEMBERED_PAGES) rendered.delete(rendered.keys().next().value as string);
  rendered.set(content, html);
  return html;
}
