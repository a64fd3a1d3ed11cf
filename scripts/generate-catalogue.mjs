// Generates the demo supplier's catalogue (worker/integrations/esim/demo-catalogue.json): what the
// supplier sells, in the shape of Airalo's `GET /v2/packages` `data[]` — countries and regions, their
// operators with coverage (country → networks and their types), activation policy, rechargeability,
// APN, and packages with wholesale `net_price` and minimum selling `price`, each also in MYR.
// The demo supplier (in the Worker) and the Airalo stand-in (scripts/airalo-standin) page over the
// same file, so the shop syncs one catalogue whichever supplier it talks to.
// Deterministic: a fixed seed, and the destinations the shop ships (migrations/0005_destinations.sql).
// Run: node scripts/generate-catalogue.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { BRAND_WORDS, FIVE_G, KNOWN_NETWORKS, PREFIXES, SUFFIXES } from "./catalogue-words.mjs";

const OUT = new URL("../worker/integrations/esim/demo-catalogue.json", import.meta.url);
const SEED = 20261201;
// Airalo quotes in USD and converts once a day; the demo pins one day's rate.
const MYR_PER_USD = 4.21;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

// The shop's destinations: code, slug, English name, region.
const sql = readFileSync(new URL("../migrations/0005_destinations.sql", import.meta.url), "utf8");
const DESTINATIONS = [
  ...sql.matchAll(/\('([A-Z]{2})', '[A-Z]{3}', '([a-z0-9-]+)', '((?:[^']|'')+)', '([^']+)'/g),
]
  .map(([, code, slug, name, region]) => ({ code, slug, name: name.replaceAll("''", "'"), region }))
  // Nobody sells data on Antarctica or the uninhabited islands.
  .filter((d) => d.region !== "Antarctica" && !["UM", "HM", "PN", "TK", "IO", "GS"].includes(d.code));

const usedNames = new Set();
function uniqueName(make) {
  for (;;) {
    const name = make();
    if (!usedNames.has(name)) {
      usedNames.add(name);
      return name;
    }
  }
}
const networksOf = (d) =>
  (KNOWN_NETWORKS[d.code] ?? [`${d.name.split(" ")[0]} Telecom`, `${pick(PREFIXES)}${pick(SUFFIXES)}`]).map(
    (name) => ({
      name,
      types: FIVE_G.has(d.code) && name !== "Vi" ? ["4G", "5G"] : chance(0.15) ? ["3G", "4G"] : ["4G"],
    }),
  );
const NETWORKS = new Map(DESTINATIONS.map((d) => [d.code, networksOf(d)]));

// What data costs the supplier per GB, in USD, by region (cheap to dear).
const COST_PER_GB = { "Asia Pacific": 0.9, Europe: 0.7, Americas: 1.4, "Middle East": 2.2, Africa: 2.6 };
const LOCAL_SIZES = [
  [1024, 7],
  [3072, 15],
  [3072, 30],
  [5120, 30],
  [10240, 30],
  [20480, 30],
  [51200, 90],
  [1024, 1],
  [2048, 3],
];
const UNLIMITED_DAYS = [1, 3, 5, 7, 10, 15, 30];
const FAIR_USE = [
  ["1 GB", "512 kbps"],
  ["2 GB", "1 Mbps"],
  ["3 GB", "1 Mbps"],
  ["5 GB", "1.25 Mbps"],
];

const round2 = (n) => Math.round(n * 100) / 100;
const toHalf = (n) => Math.max(0.5, Math.round(n * 2) / 2);
const dataLabel = (mb) =>
  mb % 1024 === 0 ? `${mb / 1024} GB` : mb >= 1000 ? `${round2(mb / 1024)} GB` : `${mb} MB`;
const prices = (net, price) => ({
  net_price: { USD: net, MYR: round2(net * MYR_PER_USD) },
  recommended_retail_price: { USD: price, MYR: round2(price * MYR_PER_USD) },
});

function pkg(operatorSlug, { mb, day, costPerGb, unlimited, voice }) {
  const gb = unlimited ? Math.max(1, day) * 1.2 : mb / 1024;
  const net = round2(Math.max(0.6, gb * costPerGb * (0.8 + random() * 0.5) + (voice ? 2 : 0)));
  const price = toHalf(net * (1.7 + random() * 0.6));
  const fair = unlimited ? pick(FAIR_USE) : null;
  const data = unlimited ? "Unlimited" : dataLabel(mb);
  const id = `${operatorSlug}-${day}days-${unlimited ? "unlimited" : data.replace(" ", "").toLowerCase()}${voice ? "-voice" : ""}`;
  return {
    id,
    type: "sim",
    price,
    net_price: net,
    amount: unlimited ? 0 : mb,
    day,
    is_unlimited: unlimited,
    title: `${data} - ${day} ${day === 1 ? "day" : "days"}`,
    data,
    voice: voice ? 100 : null,
    text: voice ? 100 : null,
    prices: prices(net, price),
    short_info: voice ? "This eSIM comes with a phone number for calls and SMS." : null,
    is_fair_usage_policy: unlimited,
    fair_usage_policy: fair ? `Lower speed rate of ${fair[1]} after ${fair[0]} usage per day.` : null,
  };
}

function operator(id, { title, type, countries, costPerGb, sizes, voice, unlimited }) {
  const slug = title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const hotspot = !chance(0.12);
  const policy = chance(0.7) ? "first-usage" : "installation";
  const packages = [
    ...sizes.map(([mb, day]) => pkg(slug, { mb, day, costPerGb, unlimited: false, voice: false })),
    ...unlimited.map((day) => pkg(slug, { mb: 0, day, costPerGb, unlimited: true, voice: false })),
    ...(voice ? [pkg(slug, { mb: 10240, day: 30, costPerGb, unlimited: false, voice: true })] : []),
  ];
  const manualApn = chance(0.1);
  const apn = {
    apn_type: manualApn ? "manual" : "automatic",
    apn_value: manualApn ? `${slug.split("-")[0]}.data` : null,
  };
  return {
    id,
    title,
    type,
    plan_type: voice ? "data-voice-text" : "data",
    is_roaming: type === "global" || chance(0.6),
    rechargeability: !chance(0.15),
    packages,
    esim_type: "Prepaid",
    apn_type: apn.apn_type,
    apn_value: apn.apn_value,
    info: [
      voice ? "Data, calls and SMS eSIM." : "Data-only eSIM.",
      hotspot ? "Hotspot sharing is allowed." : "Hotspot sharing is not allowed.",
      policy === "first-usage"
        ? "The validity period starts when the eSIM connects to a supported network."
        : "The validity period starts when the eSIM is installed.",
    ],
    activation_policy: policy,
    is_kyc_verify: false,
    other_info: null,
    coverages: countries.map((d) => ({ name: d.code, code: d.code, networks: NETWORKS.get(d.code) })),
    install_window_days: 30,
    topup_grace_window_days: 30,
    apn: { ios: apn, android: apn },
    countries: countries.map((d) => ({ country_code: d.code, title: d.name })),
  };
}

let operatorId = 1000;
const entries = [];

// One entry per country: two to four local operators, each with its sizes.
for (const d of DESTINATIONS) {
  const costPerGb = COST_PER_GB[d.region] ?? 1.5;
  const count = KNOWN_NETWORKS[d.code] ? between(3, 4) : between(2, 3);
  const operators = Array.from({ length: count }, (_, i) => {
    const title = uniqueName(() =>
      i === 0 ? `${d.name.split(/[ ,(]/)[0]} ${pick(BRAND_WORDS)}` : `${pick(BRAND_WORDS)} ${pick(PREFIXES)}`,
    );
    const sizes = LOCAL_SIZES.filter(() => chance(0.45)).slice(0, between(2, 5));
    return operator(++operatorId, {
      title,
      type: "local",
      countries: [d],
      costPerGb,
      sizes: sizes.length > 0 ? sizes : [LOCAL_SIZES[0]],
      voice: chance(0.12),
      unlimited: chance(0.35) ? UNLIMITED_DAYS.filter(() => chance(0.4)).slice(0, 3) : [],
    });
  });
  entries.push({ slug: d.slug, country_code: d.code, title: d.name, operators });
}

// Regional and global entries: Airalo leaves country_code empty and names them by slug.
const inRegion = (...regions) => DESTINATIONS.filter((d) => regions.includes(d.region));
const REGIONAL = [
  ["europe", "Europe", inRegion("Europe"), 0.9],
  [
    "asia",
    "Asia",
    inRegion("Asia Pacific").filter(
      (d) => !["AU", "NZ", "FJ", "PG", "WS", "TO", "VU", "SB"].includes(d.code),
    ),
    1.2,
  ],
  [
    "oceania",
    "Oceania",
    DESTINATIONS.filter((d) => ["AU", "NZ", "FJ", "PG", "WS", "TO", "VU", "SB"].includes(d.code)),
    1.5,
  ],
  [
    "middle-east-and-north-africa",
    "Middle East & North Africa",
    [...inRegion("Middle East"), ...DESTINATIONS.filter((d) => ["EG", "MA", "TN", "DZ"].includes(d.code))],
    2.4,
  ],
  ["africa", "Africa", inRegion("Africa"), 2.8],
  [
    "latin-america",
    "Latin America",
    inRegion("Americas").filter((d) => !["US", "CA", "GL", "PM", "BM"].includes(d.code)),
    1.8,
  ],
  ["north-america", "North America", DESTINATIONS.filter((d) => ["US", "CA", "MX"].includes(d.code)), 1.6],
  [
    "caribbean-islands",
    "Caribbean Islands",
    DESTINATIONS.filter((d) =>
      "AG AI AW BB BL BQ BS CU CW DM DO GD GP HT JM KN KY LC MF MQ MS PR SX TC TT VC VG VI"
        .split(" ")
        .includes(d.code),
    ),
    2.5,
  ],
  [
    "asean",
    "ASEAN",
    DESTINATIONS.filter((d) => "BN KH ID LA MY MM PH SG TH VN".split(" ").includes(d.code)),
    1.1,
  ],
  ["world", "Discover Global", DESTINATIONS.filter((d) => chance(0.55) || KNOWN_NETWORKS[d.code]), 3.2],
];
for (const [slug, title, countries, costPerGb] of REGIONAL) {
  const operators = Array.from({ length: slug === "world" ? 3 : between(2, 3) }, () =>
    operator(++operatorId, {
      title: uniqueName(
        () => `${title.split(" ")[0]} ${pick(BRAND_WORDS)} ${pick(["Plus", "Pass", "Connect", "Go", "Max"])}`,
      ),
      type: "global",
      countries,
      costPerGb,
      sizes: [
        [1024, 7],
        [3072, 15],
        [5120, 30],
        [10240, 30],
        [20480, 30],
        [51200, 90],
      ].filter(() => chance(0.75)),
      voice: chance(0.2),
      unlimited: chance(0.5) ? [7, 15, 30] : [],
    }),
  );
  entries.push({ slug, country_code: "", title, operators });
}

const packages = entries.flatMap((e) => e.operators.flatMap((o) => o.packages));
const ids = new Set(packages.map((p) => p.id));
if (ids.size !== packages.length) throw new Error("package ids collide");
writeFileSync(OUT, `${JSON.stringify(entries)}\n`);
console.log(
  `${entries.length} countries and regions, ${entries.reduce((n, e) => n + e.operators.length, 0)} operators, ${packages.length} packages → ${OUT.pathname}`,
);
