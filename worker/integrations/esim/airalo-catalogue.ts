import { readCataloguePage } from "./catalogue-wire";
import type { EsimSupplier } from "./types";

/** One authorised call to the Airalo Partner API, as airalo.ts makes it. */
type Call = (path: string, init: RequestInit, what: string) => Promise<unknown>;

/** `GET /v2/packages`, one page at a time, so a sync stays within a Worker's limits at any size. */
export function airaloCatalogue(call: Call): Pick<EsimSupplier, "cataloguePage"> {
  return {
    async cataloguePage(page, limit) {
      const query = new URLSearchParams({ limit: String(limit), page: String(page) });
      return readCataloguePage(await call(`/v2/packages?${query}`, { method: "GET" }, "catalogue"));
    },
  };
}
