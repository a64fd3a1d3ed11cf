/**
 * A phone name as people type it and as lists spell it meet on one key: lower case, accents and
 * everything but letters and digits dropped, "+" read as "plus" ("S23+" = "s23 plus"). Free of
 * imports: the seed script computes the same key outside the Worker.
 */
export function searchKeyOf(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/[^a-z0-9]/g, "");
}
