// Code 128 (set B) drawn without a library: the packing slip's barcode of the order number, which
// any courier's or warehouse's scanner reads. Each symbol is six widths (bar, space, …) of 11
// modules; the stop symbol has seven (13 modules).

const PATTERNS = [
  "212222",
  "222122",
  "222221",
  "121223",
  "121322",
  "131222",
  "122213",
  "122312",
  "132212",
  "221213",
  "221312",
  "231212",
  "112232",
  "122132",
  "122231",
  "113222",
  "123122",
  "123221",
  "223211",
  "221132",
  "221231",
  "213212",
  "223112",
  "312131",
  "311222",
  "321122",
  "321221",
  "312212",
  "322112",
  "322211",
  "212123",
  "212321",
  "232121",
  "111323",
  "131123",
  "131321",
  "112313",
  "132113",
  "132311",
  "211313",
  "231113",
  "231311",
  "112133",
  "112331",
  "132131",
  "113123",
  "113321",
  "133121",
  "313121",
  "211331",
  "231131",
  "213113",
  "213311",
  "213131",
  "311123",
  "311321",
  "331121",
  "312113",
  "312311",
  "332111",
  "314111",
  "221411",
  "431111",
  "111224",
  "111422",
  "121124",
  "121421",
  "141122",
  "141221",
  "112214",
  "112412",
  "122114",
  "122411",
  "142112",
  "142211",
  "241211",
  "221114",
  "413111",
  "241112",
  "134111",
  "111242",
  "121142",
  "121241",
  "114212",
  "124112",
  "124211",
  "411212",
  "421112",
  "421211",
  "212141",
  "214121",
  "412121",
  "111143",
  "111341",
  "131141",
  "114113",
  "114311",
  "411113",
  "411311",
  "113141",
  "114131",
  "311141",
  "411131",
  "211412",
  "211214",
  "211232",
  "2331112",
] as const;
const START_B = 104;
const STOP = 106;

/**
 * The modules of a Code 128 B symbol of `text` (printable ASCII), "1" a bar and "0" a space.
 * @unitTested by `tests/unit/barcode.test.ts`
 */
export function code128Modules(text: string): string {
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 B cannot encode ${JSON.stringify(char)}`);
    return code - 32;
  });
  const check = values.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
  return [START_B, ...values, check, STOP]
    .map((value) =>
      [...(PATTERNS[value] ?? "")]
        .map((width, i) => (i % 2 === 0 ? "1" : "0").repeat(Number(width)))
        .join(""),
    )
    .join("");
}

/** One bar of the drawing: where it starts and how wide it is, in modules. */
export interface BarcodeBars {
  /** Every module including the quiet zone of 10 on each side. */
  width: number;
  bars: [x: number, width: number][];
  text: string;
}

const QUIET = 10;

/** The bars of the barcode of `text`, for an SVG of `width` modules drawn by the page. */
export function code128Bars(text: string): BarcodeBars {
  const modules = code128Modules(text);
  const bars: [number, number][] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== "1") continue;
    const start = i;
    while (modules[i + 1] === "1") i++;
    bars.push([QUIET + start, i - start + 1]);
  }
  return { width: modules.length + 2 * QUIET, bars, text };
}
