/** An answer's Server-Timing, read the way the shop writes it (worker/db/query-timing.ts). */
interface Timing {
  queries: number;
  statements: number;
  ms: number;
  cache: string;
}

export function timing(response: Response): Timing {
  const header = response.headers.get("Server-Timing") ?? "";
  const d1 = /d1;dur=([\d.]+);desc="(\d+) queries, (\d+) statements"/.exec(header);
  const cache = /cache;desc=(\w+)/.exec(header);
  if (!d1 || !cache) throw new Error(`No Server-Timing in "${header}"`);
  return { ms: Number(d1[1]), queries: Number(d1[2]), statements: Number(d1[3]), cache: cache[1] ?? "" };
}
