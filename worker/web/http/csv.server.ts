/**
 * The one CSV answer, for the Orders export page and the API's consolidated e-invoice: a download
 * with its file name, never kept by a cache (both hold customers' details).
 */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
