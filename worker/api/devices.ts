import { Hono } from "hono";
import { DeviceQuerySchema } from "../../app/schemas/devices";
import { detectDevice } from "../services/devices/detect";
import { searchDevices } from "../services/devices/search";
import type { ApiEnv } from "../web/http/hono-env.server";
import { deviceClues, deviceNoteKey, VARIES_ON_DEVICE } from "../web/pages/catalogue/devices.server";
import { validateQuery } from "./validate";

/** The phone list: search it, and ask which phone is calling. */
export const devicesApi = new Hono<ApiEnv>()
  .get("/", validateQuery(DeviceQuerySchema), async (c) => {
    const items = await searchDevices(c.get("db"), c.req.valid("query").q);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ items });
  })
  // Built from this browser's own headers: never shared, and cached pages call it instead of
  // rendering it, so they stay the same for everyone.
  .get("/detect", async (c) => {
    const detection = await detectDevice(c.get("db"), deviceClues(c.req.raw));
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", VARIES_ON_DEVICE);
    // The note's catalogue key rides along, so a Malay or Chinese page can say the shop's own note in its language.
    const noteKey = deviceNoteKey(detection.note);
    return c.json(noteKey ? { ...detection, noteKey } : detection);
  });
