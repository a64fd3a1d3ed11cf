// Generates the shipped destination data (decision 0014) from i18n-iso-countries (a
// devDependency, never bundled): the INSERTs of migrations/0005_destinations.sql (between its
// BEGIN/END GENERATED markers), the one place the destinations live.
// Run: node scripts/generate-destinations.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const lang = (l) => require(`i18n-iso-countries/langs/${l}.json`).countries;
const codes = require("i18n-iso-countries/codes.json");
const en = lang("en");
const ms = lang("ms");
const zh = lang("zh");

const REGIONS = {
  "Asia Pacific":
    "AF AS AU BD BN BT CC CK CN CX FJ FM GU HK HM ID IN IO JP KH KI KP KR KZ KG LA LK MH MM MN MO MP MV MY NC NF NP NR NU NZ PF PG PH PK PN PW SB SG TH TJ TK TL TM TO TV TW UM UZ VN VU WF WS",
  "Middle East": "AE BH IL IQ IR JO KW LB OM PS QA SA SY YE",
  Europe:
    "XK AD AL AM AT AX AZ BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GE GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA",
  Americas:
    "AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GS GT GY HN HT JM KN KY LC MF MQ MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI",
  Antarctica: "AQ BV TF",
};
const regionOf = (a2) =>
  Object.entries(REGIONS).find(([, list]) => list.split(" ").includes(a2))?.[0] ?? "Africa";

// The names travellers use, where the ISO short name is formal ("Korea, Republic of").
const NAMES = {
  US: "United States",
  GB: "United Kingdom",
  KR: "South Korea",
  KP: "North Korea",
  TW: "Taiwan",
  TR: "Turkey",
  RU: "Russia",
  VN: "Vietnam",
  LA: "Laos",
  IR: "Iran",
  SY: "Syria",
  BO: "Bolivia",
  VE: "Venezuela",
  TZ: "Tanzania",
  MD: "Moldova",
  FM: "Micronesia",
  PS: "Palestine",
  CD: "DR Congo",
  CG: "Congo",
  BN: "Brunei",
  MO: "Macau",
  CZ: "Czechia",
  CN: "China",
  GM: "Gambia",
  MK: "North Macedonia",
  VA: "Vatican City",
  FK: "Falkland Islands",
  VG: "British Virgin Islands",
  VI: "US Virgin Islands",
  MF: "Saint Martin",
  SX: "Sint Maarten",
  BQ: "Caribbean Netherlands",
  AX: "Åland Islands",
  CC: "Cocos Islands",
  CI: "Côte d'Ivoire",
  CV: "Cape Verde",
  SZ: "Eswatini",
  TL: "Timor-Leste",
  BS: "Bahamas",
  UM: "US Minor Outlying Islands",
};

// Short forms, cities and airports travellers type. Codes (JP, JPN) are matched apart.
const EXTRA = {
  JP: "Jepun, Nippon, Tokyo, Osaka, Kyoto, Sapporo, Hokkaido, Okinawa, Fukuoka, Nagoya, Narita, Haneda, Kansai",
  KR: "Korea, Seoul, Busan, Jeju, Incheon",
  TH: "Bangkok, Phuket, Chiang Mai, Pattaya, Krabi, Koh Samui, Suvarnabhumi, Don Mueang",
  SG: "Changi, Singapore Changi, Sentosa",
  MY: "KLIA, KLIA2, Kuala Lumpur, KL, Penang, Langkawi, Kota Kinabalu, Sabah, Sarawak, Kuching, Johor Bahru, Malacca, Melaka, Ipoh",
  ID: "Bali, Jakarta, Denpasar, Ngurah Rai, Lombok, Yogyakarta, Surabaya, Bandung, Batam, Soekarno-Hatta",
  VN: "Hanoi, Ho Chi Minh City, Saigon, Da Nang, Nha Trang, Hoi An, Phu Quoc",
  PH: "Manila, Cebu, Boracay, Palawan, Davao",
  TW: "Taipei, Taoyuan, Kaohsiung, Taichung",
  HK: "HKG, Kowloon",
  MO: "Macao",
  CN: "Beijing, Shanghai, Guangzhou, Shenzhen, Chengdu, Xian, Mainland China, PRC",
  IN: "Delhi, New Delhi, Mumbai, Bangalore, Bengaluru, Goa, Chennai, Kolkata",
  AU: "Sydney, Melbourne, Brisbane, Perth, Gold Coast, Adelaide",
  NZ: "Auckland, Queenstown, Christchurch, Wellington",
  GB: "UK, U.K., Britain, Great Britain, England, Scotland, Wales, Northern Ireland, London, Heathrow, Gatwick, Manchester, Edinburgh",
  US: "America, United States of America, New York, NYC, Los Angeles, San Francisco, Las Vegas, Hawaii, Honolulu, Orlando, Miami, Chicago, Seattle, JFK, LAX",
  AE: "UAE, U.A.E., Emirates, Dubai, Abu Dhabi, Sharjah",
  SA: "KSA, Saudi, Mecca, Makkah, Medina, Madinah, Jeddah, Riyadh, Umrah, Hajj",
  FR: "Paris, Nice, Lyon, Marseille, Charles de Gaulle, CDG",
  DE: "Deutschland, Berlin, Munich, Frankfurt, Hamburg",
  IT: "Italia, Rome, Milan, Venice, Florence, Naples",
  ES: "España, Madrid, Barcelona, Seville, Ibiza, Mallorca",
  PT: "Lisbon, Porto, Madeira",
  NL: "Holland, Amsterdam, Schiphol, Rotterdam",
  CH: "Zurich, Geneva, Swiss",
  AT: "Vienna, Salzburg",
  GR: "Athens, Santorini, Mykonos",
  IE: "Dublin",
  TR: "Turkiye, Istanbul, Cappadocia, Antalya",
  EG: "Cairo",
  ZA: "Cape Town, Johannesburg",
  CA: "Toronto, Vancouver, Montreal",
  MX: "Mexico City, Cancun",
  BR: "Rio de Janeiro, Sao Paulo",
  AR: "Buenos Aires",
  PE: "Lima, Cusco, Machu Picchu",
  CO: "Bogota, Medellin",
  CL: "Santiago",
  QA: "Doha",
  MV: "Male",
  LK: "Colombo",
  NP: "Kathmandu, Everest",
  KH: "Phnom Penh, Siem Reap, Angkor",
  MM: "Burma, Yangon",
  CZ: "Czech Republic, Prague",
  HU: "Budapest",
  RU: "Moscow",
  MA: "Marrakech, Casablanca",
  KE: "Nairobi",
  IS: "Reykjavik",
  BN: "Bandar Seri Begawan",
  IL: "Tel Aviv, Jerusalem",
  JO: "Amman, Petra",
  BE: "Brussels",
  DK: "Copenhagen",
  SE: "Stockholm",
  NO: "Oslo",
  FI: "Helsinki",
  PL: "Warsaw, Krakow",
  HR: "Croatia, Dubrovnik, Zagreb",
  UZ: "Tashkent, Samarkand",
  KZ: "Almaty",
};

// The destinations travellers pick most (home chips, suggestion tie-break): 2 = top, 1 = common.
const POPULAR_TOP = "JP KR TH SG MY ID VN TW HK CN AU GB US FR IT ES DE TR AE SA";
const POPULAR = "PH IN NZ CH NL GR PT AT IE EG CA MX BR QA MV LK NP KH MO CZ";

const flag = (a2) => String.fromCodePoint(...[...a2].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
const names = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const slugify = (s) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const destinations = [];
const aliases = [];
for (const [a2, a3] of codes) {
  const name = NAMES[a2] ?? names(en[a2])[0];
  const tier = POPULAR_TOP.includes(a2) ? 2 : POPULAR.split(" ").includes(a2) ? 1 : 0;
  destinations.push([a2, a3, slugify(name), name, regionOf(a2), flag(a2), tier]);
  const seen = new Set([name.toLowerCase()]);
  const add = (alias, lang) => {
    const key = alias.toLowerCase();
    if (!alias || seen.has(key)) return;
    seen.add(key);
    aliases.push([a2, alias, lang]);
  };
  for (const n of names(en[a2])) add(n, "en");
  for (const n of names(ms[a2])) add(n, "ms");
  for (const n of names(zh[a2])) add(n, "zh");
  for (const n of (EXTRA[a2] ?? "").split(",").map((s) => s.trim())) add(n, "en");
}
destinations.sort((a, b) => a[3].localeCompare(b[3], "en"));
if (new Set(destinations.map((d) => d[2])).size !== destinations.length) throw new Error("duplicate slug");
if (POPULAR_TOP.split(" ").some((a2) => !destinations.find((d) => d[0] === a2))) throw new Error("bad code");

const q = (v) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const chunks = (rows, n) =>
  Array.from({ length: Math.ceil(rows.length / n) }, (_, i) => rows.slice(i * n, i * n + n));
const inserts = [
  ...chunks(destinations, 50).map(
    (rows) =>
      `INSERT INTO \`destinations\` (\`code\`, \`alpha3\`, \`slug\`, \`name\`, \`region\`, \`flag\`, \`popularity\`) VALUES\n${rows.map((r) => `(${r.map(q).join(", ")})`).join(",\n")};`,
  ),
  ...chunks(aliases, 100).map(
    (rows) =>
      `INSERT INTO \`destination_aliases\` (\`destination_id\`, \`alias\`, \`lang\`) SELECT d.\`id\`, v.\`column2\`, v.\`column3\` FROM (VALUES\n${rows.map((r) => `(${r.map(q).join(", ")})`).join(",\n")}) v JOIN \`destinations\` d ON d.\`code\` = v.\`column1\`;`,
  ),
].join("--> statement-breakpoint\n");
const file = "migrations/0005_destinations.sql";
const sqlText = readFileSync(file, "utf8");
const begin = "-- BEGIN GENERATED\n";
const end = "-- END GENERATED\n";
const before = sqlText.slice(0, sqlText.indexOf(begin) + begin.length);
const after = sqlText.slice(sqlText.indexOf(end));
writeFileSync(file, `${before}${inserts}--> statement-breakpoint\n${after}`);
console.log(`${destinations.length} destinations, ${aliases.length} aliases`);
