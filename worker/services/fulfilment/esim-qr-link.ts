import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { esims } from "../../db/schema";
import { readPaymentSecrets } from "../../env";
import { qrPng } from "./qr-png";

/**
 * The e-mailed QR code's address: `/api/esim-qr/<esim id>.<expiry>.<mac>.png`, where the mac is
 * HMAC-SHA-256 over the id and the expiry (Unix seconds) under a key derived from the
 * server secret SETTINGS_ENCRYPTION_KEY. Mail clients fetch images without cookies, so the address
 * itself is the permission, and it shows nothing but the QR code. Decision 0037.
 */
const ESIM_QR_LIFETIME_MS = 30 * 24 * 60 * 60_000;
const FILE = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})\.png$/;
const encoder = new TextEncoder();

/** The secret the links are signed with, or null when the Worker has none (then e-mails carry no image). */
export function esimQrSecret(env: Env): string | null {
  return readPaymentSecrets(env).settingsEncryptionKey;
}

const signingKey = (secret: string) =>
  crypto.subtle.importKey(
    "raw",
    encoder.encode(`jalansim-esim-qr:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
const signedText = (esimId: number, expires: number) => encoder.encode(`esim-qr:${esimId}:${expires}`);

async function mac(secret: string, esimId: number, expires: number): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.sign("HMAC", await signingKey(secret), signedText(esimId, expires)),
  );
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The absolute URL of an eSIM's QR image, valid for ESIM_QR_LIFETIME_MS from `now`. */
export async function esimQrUrl(
  secret: string,
  siteUrl: string,
  { esimId, now }: { esimId: number; now: number },
): Promise<string> {
  const expires = Math.floor((now + ESIM_QR_LIFETIME_MS) / 1000);
  return `${siteUrl}/api/esim-qr/${esimId}.${expires}.${base64url(await mac(secret, esimId, expires))}.png`;
}

/** What the image address answers: the PNG, "gone" (expired, or the eSIM withdrawn), or "unknown". */
export type EsimQrImage =
  | { kind: "png"; body: Uint8Array<ArrayBuffer> }
  | { kind: "gone" }
  | { kind: "unknown" };

export async function esimQrImage(
  db: Database,
  secret: string | null,
  { file, now = Date.now() }: { file: string; now?: number },
): Promise<EsimQrImage> {
  const match = FILE.exec(file);
  if (!secret || !match) return { kind: "unknown" };
  const esimId = Number(match[1]);
  const expires = Number(match[2]);
  // verify compares in constant time.
  const genuine = await crypto.subtle.verify(
    "HMAC",
    await signingKey(secret),
    fromBase64url(match[3] ?? ""),
    signedText(esimId, expires),
  );
  if (!genuine) return { kind: "unknown" };
  if (expires * 1000 <= now) return { kind: "gone" };
  const esim = await db
    .select({ lpa: esims.lpa, status: esims.status })
    .from(esims)
    .where(eq(esims.id, esimId))
    .get();
  if (!esim) return { kind: "unknown" };
  // A refunded or cancelled eSIM's codes are withdrawn everywhere, its QR code too.
  if (esim.status !== "issued") return { kind: "gone" };
  return { kind: "png", body: await qrPng(esim.lpa) };
}
