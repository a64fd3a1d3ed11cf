// More than one destination in one search ("Japan Korea", "Jepun dan Korea", "日本和韩国"): a pure
// reading of the query against the destination index, so a trip through two countries finds the
// plans that cover both rather than nothing.

import type { DestinationEntry, DestinationIndex } from "./match";
import { normalize } from "./match";

/** Words that join two places and are never a place themselves (after normalize: "&" is gone). */
const JOINERS = new Set(["and", "dan", "serta", "和", "与", "及", "跟"]);

/** A trip has a handful of countries; past this the query is a sentence, not a list. */
const MAX_PLACES = 5;
/** The longest name in units (words, or Han characters): "波斯尼亚和黑塞哥维那" is ten. */
const MAX_UNITS_PER_NAME = 12;

const HAN = /\p{Script=Han}/u;

interface Unit {
  text: string;
  han: boolean;
}

// Exact names and aliases only (no codes: "in", "my" and "and" are words before they are countries).
const lookups = new WeakMap<DestinationIndex, Map<string, DestinationEntry>>();

function exactNames(index: DestinationIndex): Map<string, DestinationEntry> {
  let names = lookups.get(index);
  if (names) return names;
  names = new Map();
  // Names before aliases, popular before the rest: "korea" is South Korea, whoever else it names.
  const ranked = index.entries
    .flatMap(({ entry, keys }) => keys.map((key) => ({ entry, key })))
    .sort((a, b) => Number(b.key.isName) - Number(a.key.isName) || b.entry.popularity - a.entry.popularity);
  for (const { entry, key } of ranked) {
    for (const text of [key.text, key.text.replace(/ /g, "")]) if (!names.has(text)) names.set(text, entry);
  }
  lookups.set(index, names);
  return names;
}

/** Words, with a run of Han characters taken one character at a time ("日本和韩国" has no spaces). */
function unitsOf(q: string): Unit[] {
  return q
    .split(" ")
    .flatMap((word): Unit[] =>
      HAN.test(word) ? [...word].map((c) => ({ text: c, han: HAN.test(c) })) : [{ text: word, han: false }],
    );
}

function joined(units: Unit[]): string {
  return units.reduce(
    (text, unit, i) =>
      i === 0 ? unit.text : `${text}${unit.han && units[i - 1]?.han ? "" : " "}${unit.text}`,
    "",
  );
}

/**
 * The destinations a query lists, in the order typed, when it reads wholly as two or more of them
 * (joined by spaces, commas, "and", "dan" or "和"); null otherwise. The reading with the fewest
 * places wins, so "South Korea" stays one country and "Japan and Korea" never finds Andorra.
 */
export function matchPlaceList(index: DestinationIndex, query: string): DestinationEntry[] | null {
  const units = unitsOf(normalize(query));
  if (units.length < 2) return null;
  const names = exactNames(index);
  // best[i]: the fewest places that read the first i units, or undefined when they cannot be read.
  const best: (DestinationEntry[] | undefined)[] = [[]];
  for (let i = 0; i < units.length; i++) {
    const before = best[i];
    if (!before) continue;
    const offer = (at: number, places: DestinationEntry[]) => {
      const current = best[at];
      if (places.length <= MAX_PLACES && (!current || places.length < current.length)) best[at] = places;
    };
    const unit = units[i];
    if (unit && before.length > 0 && JOINERS.has(unit.text)) offer(i + 1, before);
    for (let end = i + 1; end <= Math.min(units.length, i + MAX_UNITS_PER_NAME); end++) {
      const entry = names.get(joined(units.slice(i, end)));
      if (entry) offer(end, [...before, entry]);
    }
  }
  const places = best[units.length];
  if (!places) return null;
  const distinct = places.filter((place, i) => places.findIndex((p) => p.id === place.id) === i);
  return distinct.length >= 2 ? distinct : null;
}
