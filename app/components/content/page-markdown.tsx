/**
 * Staff-written page text, already rendered and sanitised on the server by renderPageMarkdown
 * (page-markdown.server.tsx): raw HTML dropped, URLs filtered, rehype-sanitize applied.
 */
export function PageMarkdown({ html }: { html: string }) {
  return (
    <div
      className="max-w-3xl [&>*:first-child]:mt-0"
      data-testid="page-markdown"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
