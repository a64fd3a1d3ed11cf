import { readCataloguePage } from "./catalogue-wire";
import type { EsimSupplier } from "./types";

/**
 * The demo supplier's catalogue: the generated file (decision 0084) paged as Airalo pages it. The
 * file is imported only when a sync asks, so no page request parses its 1.7 MB.
 */
export function createDemoCatalogue(): Pick<EsimSupplier, "cataloguePage"> {
  return {
    async cataloguePage(page, limit) {
      // As text: the type checker would otherwise read the whole file as one literal type.
      const { default: text } = await import("./demo-catalogue.json?raw");
      const entries = JSON.parse(text) as unknown[];
      const lastPage = Math.max(1, Math.ceil(entries.length / limit));
      const data = entries.slice((page - 1) * limit, page * limit);
      return readCataloguePage({ data, meta: { current_page: page, last_page: lastPage } });
    },
  };
}
