import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { SiteImageSchema } from "../../../app/schemas/admin/catalogue";
import type { AdminSiteImage } from "../../../app/schemas/admin/catalogue-lists";
import { randomToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { siteImages } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, InvalidError, NotFoundError, TooLargeError, UnsupportedError } from "../errors";
import { isUniqueViolation } from "../shared/db-errors";

type SiteImageInput = z.output<typeof SiteImageSchema>;

function toDto(row: typeof siteImages.$inferSelect) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("An image with this key already exists");
    throw error;
  }
}

export async function listAllSiteImages(db: Database): Promise<AdminSiteImage[]> {
  const rows = await db.select().from(siteImages).orderBy(siteImages.key);
  return rows.map(toDto);
}

export async function createSiteImage(db: Database, actor: Actor, input: SiteImageInput, now = Date.now()) {
  await unique(() =>
    db.batch([
      db.insert(siteImages).values({ ...input, createdAt: new Date(now) }),
      auditInsert(
        db,
        actor,
        {
          action: "IMAGE_CREATE",
          targetType: "site_image",
          targetId: sql`(select id from site_images where key = ${input.key})`,
          details: { key: input.key, url: input.url, description: input.description },
        },
        now,
      ),
    ]),
  );
  const row = await db.query.siteImages.findFirst({ where: eq(siteImages.key, input.key) });
  if (!row) throw new Error("created image not found");
  return toDto(row);
}

async function findImage(db: Database, id: number) {
  const row = await db.query.siteImages.findFirst({ where: eq(siteImages.id, id) });
  if (!row) throw new NotFoundError("Image not found");
  return row;
}

export async function updateSiteImage(
  db: Database,
  { actor, id, input, now = Date.now() }: { actor: Actor; id: number; input: SiteImageInput; now?: number },
) {
  await findImage(db, id);
  await unique(() =>
    db.batch([
      db.update(siteImages).set(input).where(eq(siteImages.id, id)),
      auditInsert(
        db,
        actor,
        {
          action: "IMAGE_UPDATE",
          targetType: "site_image",
          targetId: id,
          details: { key: input.key, url: input.url },
        },
        now,
      ),
    ]),
  );
  return toDto(await findImage(db, id));
}

export async function deleteSiteImage(db: Database, actor: Actor, id: number, now = Date.now()) {
  const image = await findImage(db, id);
  await db.batch([
    db.delete(siteImages).where(eq(siteImages.id, id)),
    auditInsert(
      db,
      actor,
      { action: "IMAGE_DELETE", targetType: "site_image", targetId: id, details: { key: image.key } },
      now,
    ),
  ]);
}

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// SVG is refused on purpose: it can carry script. The bytes must match the declared type.
const SIGNATURES: Record<string, { ext: string; test: (b: Uint8Array) => boolean }> = {
  "image/png": { ext: "png", test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  "image/jpeg": { ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  "image/gif": { ext: "gif", test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  "image/webp": {
    ext: "webp",
    test: (b) =>
      String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
  "image/avif": { ext: "avif", test: (b) => String.fromCharCode(...b.slice(4, 12)).startsWith("ftypavi") },
};

/** Store an uploaded image in R2 and return the URL it is served at. */
export async function uploadSiteImage(
  db: Database,
  bucket: R2Bucket,
  { actor, file, now = Date.now() }: { actor: Actor; file: File; now?: number },
): Promise<{ key: string; url: string }> {
  const signature = SIGNATURES[file.type];
  if (!signature) throw new UnsupportedError("Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded");
  if (file.size > MAX_UPLOAD_BYTES) throw new TooLargeError("Images must be at most 5 MB");
  if (file.size === 0) throw new InvalidError("The file is empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!signature.test(bytes)) throw new UnsupportedError("The file is not a valid image of its type");
  const key = `site/${new Date(now).toISOString().slice(0, 10)}-${randomToken(9)}.${signature.ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: file.type } });
  const url = `/images/${key}`;
  await auditInsert(
    db,
    actor,
    {
      action: "IMAGE_UPLOAD",
      targetType: "r2_object",
      targetId: null,
      details: { key, url, size: file.size, type: file.type, name: file.name.slice(0, 100) },
    },
    now,
  );
  return { key, url };
}
