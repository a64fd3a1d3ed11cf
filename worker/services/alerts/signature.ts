const encoder = new TextEncoder();

/**
 * The supplier signs each notification's raw body with HMAC-SHA512 under the shared secret and
 * sends the digest as lower-case hex in `airalo-signature`. WebCrypto's `verify` compares the
 * digests in constant time, so a forger learns nothing from how long a wrong guess takes.
 */
function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, [
    "verify",
  ]);
}

/** 128 hex digits (a SHA-512 digest) as bytes; anything else is no signature at all. */
function digestBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-fA-F]{128}$/.test(hex)) return null;
  const bytes = new Uint8Array(64);
  for (let i = 0; i < 64; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export async function signatureMatches(
  body: ArrayBuffer,
  signature: string | null,
  secret: string,
): Promise<boolean> {
  const digest = digestBytes(signature?.trim() ?? "");
  if (!digest || !secret) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), digest, body);
}
