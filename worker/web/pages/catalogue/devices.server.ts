import type { MiddlewareHandler } from "hono";
import type { RouterContextProvider } from "react-router";
import { type Locale, localeFromPath, stripLocale } from "../../../../app/lib/locale";
import type { MessageKey } from "../../../../app/lib/translate";
import { type DevicePlatform, DeviceQuerySchema } from "../../../../app/schemas/devices";
import type { Database } from "../../../db/client";
import { CATALOGUES, serverT } from "../../../i18n/catalogues";
import { planName } from "../../../services/catalogue/products";
import { type DeviceClues, detectDevice, platformOf } from "../../../services/devices/detect";
import { searchDevices } from "../../../services/devices/search";
import { appContext } from "../../http/context.server";
import type { ApiEnv } from "../../http/hono-env.server";
import { safeRedirect } from "../../http/safe-redirect.server";

/**
 * The client hints pages ask Chromium for. Asked on every page, read only by answers that are never
 * shared: `/api/devices/detect` and personal or uncached pages. A page kept in the edge cache is the
 * same for everyone, so it must never be rendered from these.
 */
export const DEVICE_HINTS = "Sec-CH-UA-Model, Sec-CH-UA-Platform";
/** An answer built from the hints varies on them (and on the product string, their fallback). */
export const VARIES_ON_DEVICE = `User-Agent, ${DEVICE_HINTS}`;

/** A structured-header string ("\"Pixel 7\"") as plain text; empty means "not said". */
function hintValue(request: Request, name: string): string | null {
  const raw = request.headers.get(name)?.trim();
  if (!raw) return null;
  const value = raw
    .replace(/^"(.*)"$/, "$1")
    .replace(/\\(.)/g, "$1")
    .trim();
  return value || null;
}

export function deviceClues(request: Request): DeviceClues {
  return {
    browser: request.headers.get("User-Agent"),
    model: hintValue(request, "Sec-CH-UA-Model"),
    platform: hintValue(request, "Sec-CH-UA-Platform"),
  };
}

/** Which install link to lead with on a personal page (the eSIM page). */
export function requestPlatform(request: Request): DevicePlatform {
  return platformOf(deviceClues(request));
}

/** Every HTML page asks for the hints, so the next request (a detect call, checkout) carries them. */
export const askForDeviceHints: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  if (c.res.status === 101) return;
  if (c.res.headers.get("Content-Type")?.startsWith("text/html"))
    c.res.headers.set("Accept-CH", DEVICE_HINTS);
};

type RouteContext = Readonly<RouterContextProvider>;

/** The shop's own notes on phones (its phone list, demo-devices.json), by their English words. */
let ownNoteKeys: Map<string, MessageKey> | undefined;

/**
 * The catalogue key of a phone's note when it is one of the shop's own (compatDevice.note.*),
 * found by its English words; null for a note only a supplier wrote.
 */
export function deviceNoteKey(note: string | null): MessageKey | null {
  if (!note) return null;
  ownNoteKeys ??= new Map(
    Object.entries(CATALOGUES.en)
      .filter(([key]) => key.startsWith("compatDevice.note."))
      .map(([key, text]) => [text, key as MessageKey]),
  );
  return ownNoteKeys.get(note) ?? null;
}

/** A phone's note in the page's language; a note only a supplier wrote stays as written. */
function deviceNoteIn(locale: Locale, note: string | null): string | null {
  const key = locale === "en" ? null : deviceNoteKey(note);
  return key ? serverT(locale)(key) : note;
}

function withLocalNote<T extends { note: string | null }>(locale: Locale, device: T): T {
  return locale === "en" ? device : { ...device, note: deviceNoteIn(locale, device.note) };
}

/** The phone reading an uncached or personal page, as far as it can be told, its note in the page's language. */
export async function detectedDevice(request: Request, context: RouteContext) {
  const detected = await detectDevice(context.get(appContext).db, deviceClues(request));
  return withLocalNote(localeFromPath(new URL(request.url).pathname), detected);
}

/** /compatibility?q=: the matches for what was typed, and the phone asking. */
export async function compatibilityPage(request: Request, context: RouteContext) {
  const parsed = DeviceQuerySchema.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const q = parsed.success ? parsed.data.q : "";
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid search");
  const db = context.get(appContext).db;
  const [items, detected, back] = await Promise.all([
    q ? searchDevices(db, q) : Promise.resolve([]),
    detectDevice(db, deviceClues(request)),
    backLink(db, new URL(request.url).searchParams.get("back")),
  ]);
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    q,
    items: items.map((item) => withLocalNote(locale, item)),
    detected: withLocalNote(locale, detected),
    error,
    back,
  };
}

/** Pages that send a buyer here to check their phone, and so get a link back: a plan, the cart, checkout. */
const CAME_FROM = /^\/(?:plans\/([a-z0-9-]{1,120})|cart|checkout)$/;

export type CompatibilityBack =
  | { href: string; kind: "plan"; plan: string }
  | { href: string; kind: "cart" | "checkout" };

async function backLink(db: Database, back: string | null): Promise<CompatibilityBack | null> {
  const href = safeRedirect(back, "");
  // Matched at its English address; the link keeps its language.
  const match = CAME_FROM.exec(stripLocale(href));
  if (!match) return null;
  const slug = match[1];
  if (!slug) return { href, kind: href.endsWith("/cart") ? "cart" : "checkout" };
  const plan = await planName(db, slug, localeFromPath(href));
  return plan ? { href, kind: "plan", plan } : null;
}
