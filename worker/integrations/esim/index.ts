import type { AppConfig } from "../../env";
import { createAiraloSupplier } from "./airalo";
import { createDemoSupplier } from "./demo";
import type { EsimSupplier } from "./types";

/** The supplier ESIM_PROVIDER names. Airalo needs its two secrets; refuse to start without them. */
export function esimSupplierFor(config: AppConfig, kv: KVNamespace): EsimSupplier {
  if (config.ESIM_PROVIDER === "airalo") {
    if (!config.AIRALO_CLIENT_ID || !config.AIRALO_CLIENT_SECRET) {
      throw new Error("ESIM_PROVIDER=airalo needs the AIRALO_CLIENT_ID and AIRALO_CLIENT_SECRET secrets");
    }
    return createAiraloSupplier({
      baseUrl: config.AIRALO_API_URL,
      clientId: config.AIRALO_CLIENT_ID,
      clientSecret: config.AIRALO_CLIENT_SECRET,
      kv,
    });
  }
  return createDemoSupplier(kv);
}

export type { EsimSupplier, SupplierOrder } from "./types";
export { SupplierError } from "./types";
