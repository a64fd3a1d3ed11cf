/**
 * AES-GCM encryption at rest for provider keys saved in Settings, under a key derived (SHA-256)
 * from the SETTINGS_ENCRYPTION_KEY Worker secret. Stored as `v1:<iv b64>:<ciphertext b64>`.
 */
const encoder = new TextEncoder();

async function aesKey(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`jalansim-settings:${secret}`));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt", "decrypt"]);
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

export async function seal(secret: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await aesKey(secret),
    encoder.encode(plaintext),
  );
  return `v1:${toBase64(iv)}:${toBase64(new Uint8Array(sealed))}`;
}

/** The plaintext, or null when the value was sealed under another key or is damaged. */
export async function open(secret: string, stored: string): Promise<string | null> {
  const [version, iv, data] = stored.split(":");
  if (version !== "v1" || !iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv) },
      await aesKey(secret),
      fromBase64(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** `sk_test_…4242`: the prefix and the last four characters, never more. */
export function maskKey(key: string): string {
  const prefix = /^(sk|rk|whsec)_(test_|live_)?/.exec(key)?.[0] ?? "";
  return `${prefix}…${key.slice(-4)}`;
}
