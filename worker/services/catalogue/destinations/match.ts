// Destination matching (decision 0014): pure functions over an in-memory index of the
// destinations and their aliases, so the same ranking serves the API, the shop and the home search.

import { foldTraditional } from "./han";

export interface DestinationEntry {
  id: number;
  code: string;
  alpha3: string;
  slug: string;
  name: string;
  region: string;
  flag: string;
  popularity: number;
  aliases: string[];
}

export interface DestinationMatch {
  id: number;
  code: string;
  slug: string;
  name: string;
  region: string;
  flag: string;
  /** The alias the query matched when it was not the English name ("Tokyo" for Japan). */
  matched: string | null;
  /** exact: the name, an alias or a code; prefix: the start of one; typo: one letter off; near: two. */
  kind: "exact" | "prefix" | "typo" | "near";
  score: number;
}

interface Key {
  text: string;
  words: string[];
  label: string | null;
  isName: boolean;
}

interface IndexedEntry {
  entry: DestinationEntry;
  keys: Key[];
  codes: string[];
}

export interface DestinationIndex {
  entries: IndexedEntry[];
}

/**
 * Lower case, accents and punctuation gone, spaces collapsed, traditional Chinese folded onto
 * simplified: "Côte d'Ivoire" → "cote d ivoire", "東京" → "东京".
 */
export function normalize(text: string): string {
  return foldTraditional(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function buildIndex(entries: DestinationEntry[]): DestinationIndex {
  return {
    entries: entries.map((entry) => {
      const keys: Key[] = [];
      const seen = new Set<string>();
      for (const [label, isName] of [
        [entry.name, true] as const,
        ...entry.aliases.map((a) => [a, false] as const),
      ]) {
        const text = normalize(label);
        if (!text || seen.has(text)) continue;
        seen.add(text);
        // "U.K." also as "uk", so punctuation never hides a short form.
        const compact = text.replace(/ /g, "");
        keys.push({ text, words: text.split(" "), label: isName ? null : label, isName });
        if (compact !== text && compact.length <= 4 && !seen.has(compact)) {
          seen.add(compact);
          keys.push({ text: compact, words: [compact], label: isName ? null : label, isName });
        }
      }
      return { entry, keys, codes: [entry.code.toLowerCase(), entry.alpha3.toLowerCase()] };
    }),
  };
}

/** Optimal string alignment distance, stopping early above `max` (1 or 2 here). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  const d = new Uint16Array((a.length + 1) * width);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    d[i * width] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(i - 2, j - 2) + 1);
      }
      d[i * width + j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return at(a.length, b.length);
}

const SCORE = {
  exact: 100,
  code: 95,
  namePrefix: 80,
  aliasPrefix: 72,
  wordPrefix: 62,
  typo: 50,
  typoPrefix: 42,
  near: 20,
};

function scoreKey(
  q: string,
  key: Key,
  loose: boolean,
): { score: number; kind: DestinationMatch["kind"] } | null {
  if (key.text === q) return { score: key.isName ? SCORE.exact : SCORE.exact - 2, kind: "exact" };
  if (key.text.startsWith(q))
    return { score: key.isName ? SCORE.namePrefix : SCORE.aliasPrefix, kind: "prefix" };
  if (key.words.length > 1 && key.words.some((w) => w.startsWith(q)))
    return { score: SCORE.wordPrefix, kind: "prefix" };
  // A space typed inside a name ("hong kong" vs "hongkong") is not a typo.
  if (key.text.replace(/ /g, "") === q.replace(/ /g, "")) return { score: SCORE.exact - 4, kind: "exact" };
  if (q.length >= 4) {
    if (editDistance(q, key.text, 1) <= 1) return { score: SCORE.typo, kind: "typo" };
    if (q.length >= 5 && key.text.length > q.length) {
      for (const len of [q.length, q.length + 1, q.length - 1]) {
        if (editDistance(q, key.text.slice(0, len), 1) <= 1) return { score: SCORE.typoPrefix, kind: "typo" };
      }
    }
  }
  if (loose && q.length >= 5 && editDistance(q, key.text, 2) <= 2) return { score: SCORE.near, kind: "near" };
  return null;
}

/**
 * The best destinations for what a traveller typed: a name, alias, city, airport or code, any case,
 * with or without accents, one letter off. Popular destinations win ties ("tok" → Japan, not Tokelau).
 * `loose` also accepts two letters off, for the "nearest match" of a search that found nothing.
 */
export function matchDestinations(
  index: DestinationIndex,
  query: string,
  { limit = 8, loose = false }: { limit?: number; loose?: boolean } = {},
): DestinationMatch[] {
  const q = normalize(query);
  if (!q) return [];
  const out: DestinationMatch[] = [];
  for (const { entry, keys, codes } of index.entries) {
    let best: { score: number; kind: DestinationMatch["kind"]; label: string | null } | null = null;
    if (q.length <= 3 && codes.includes(q)) best = { score: SCORE.code, kind: "exact", label: null };
    for (const key of keys) {
      const hit = scoreKey(q, key, loose);
      if (hit && (!best || hit.score > best.score)) best = { ...hit, label: key.label };
    }
    if (!best) continue;
    out.push({
      id: entry.id,
      code: entry.code,
      slug: entry.slug,
      name: entry.name,
      region: entry.region,
      flag: entry.flag,
      matched: best.label,
      kind: best.kind,
      score: best.score + entry.popularity * 8,
    });
  }
  // A name typed right is not also a typo of another ("Bali" is Indonesia, not Mali).
  const sure = out.some((m) => m.kind === "exact" || m.kind === "prefix");
  return out
    .filter((m) => !sure || m.kind === "exact" || m.kind === "prefix")
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, "en"))
    .slice(0, limit);
}
