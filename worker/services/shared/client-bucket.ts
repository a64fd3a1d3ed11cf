/**
 * The subject of a per-client rate limit for an address: an IPv6 address counts as its /64 (one
 * customer line usually holds a whole /64, so the exact address would give a client 2^64 fresh
 * buckets); IPv4 stays exact. Audit rows and sign-up records keep the exact address instead.
 */
export function rateLimitBucket(address: string): string {
  return address.includes(":") ? ipv6Bucket(address) : address;
}

function ipv6Bucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = address.split("::");
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = tail === undefined ? 0 : Math.max(0, 8 - headParts.length - tailParts.length);
  const groups = [...headParts, ...Array<string>(missing).fill("0"), ...tailParts];
  if (groups.length < 4 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return address;
  const prefix = groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}
