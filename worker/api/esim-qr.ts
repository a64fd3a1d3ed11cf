import { Hono } from "hono";
import { GoneError, NotFoundError } from "../services/errors";
import { esimQrImage, esimQrSecret } from "../services/fulfilment/esim-qr-link";
import type { ApiEnv } from "../web/http/hono-env.server";

/**
 * GET /api/esim-qr/<id>.<expiry>.<mac>.png: the QR image of the "Your eSIM is ready" e-mail. Mail
 * clients fetch images without cookies, so the signed address is the permission (decision 0037).
 * 404 for an address we never signed, 410 once it has expired or the eSIM was withdrawn.
 */
export const esimQrApi = new Hono<ApiEnv>().get("/:file", async (c) => {
  const image = await esimQrImage(c.get("db"), esimQrSecret(c.env), { file: c.req.param("file") });
  c.header("X-Robots-Tag", "noindex");
  if (image.kind === "unknown") throw new NotFoundError("Not found");
  if (image.kind === "gone") throw new GoneError("This QR code has expired");
  return c.body(image.body, 200, {
    "Content-Type": "image/png",
    // A mail client or its image proxy may keep it for the reader; no shared cache may.
    "Cache-Control": "private, max-age=86400",
  });
});
