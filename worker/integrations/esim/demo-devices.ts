import type { Device } from "../../../app/schemas/devices";
import list from "./demo-devices.json";

/**
 * The demo supplier's phone list, also served by the Airalo stand-in and written by the seed, so a
 * fresh clone can answer "does my phone take an eSIM?" before any cron has run.
 */
export const DEMO_DEVICES: readonly Device[] = list.groups.flatMap((group) =>
  group.models.map((model) => ({ brand: group.brand, model, esim: group.esim, note: group.note })),
);
