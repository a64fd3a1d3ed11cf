import { DEMO_DEVICES } from "../integrations/esim/demo-devices";
import { searchKeyOf } from "../services/devices/search-key";

/**
 * The phone list a fresh clone starts with (the demo supplier's), so the compatibility search
 * answers before the first daily refresh. A row that exists is left as the refresh wrote it.
 */
export function deviceSeedStatements(): { sql: string; params: (string | number | null)[] }[] {
  return DEMO_DEVICES.map((device) => ({
    sql: "INSERT INTO devices (brand, model, esim, note, search_key) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
    params: [
      device.brand,
      device.model,
      device.esim ? 1 : 0,
      device.note,
      searchKeyOf(`${device.brand} ${device.model}`),
    ],
  }));
}
