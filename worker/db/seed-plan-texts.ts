// What the seed writes about each plan, in English with its Malay and Chinese versions (decision
// 0046). A few descriptions are left untranslated on purpose, so the back office's count of texts
// that need a translation shows something on a fresh database.
import { PAGE_TRANSLATIONS } from "./seed-translations";

/** [slug, English description, Malay name, Malay description, Chinese name, Chinese description]; "" = not translated. */
type PlanTexts = readonly [string, string, string, string, string, string];

const SEED_PLAN_TEXTS: readonly PlanTexts[] = [
  [
    "japan-5gb-7-days",
    "Our most popular plan: 5G on Docomo and SoftBank from Tokyo to Osaka, ready the moment you land.",
    "Jepun",
    "Pelan paling laris kami: 5G di rangkaian Docomo dan SoftBank dari Tokyo ke Osaka, terus aktif sebaik anda mendarat.",
    "日本",
    "最受欢迎的套餐：东京到大阪都能用 Docomo 和软银的 5G 网络，一落地就能上网。",
  ],
  [
    "japan-unlimited-15-days",
    "Unlimited data for two weeks in Japan: maps, video calls and photo uploads without counting gigabytes.",
    "Jepun Tanpa Had",
    "Data tanpa had selama dua minggu di Jepun: peta, panggilan video dan muat naik gambar tanpa perlu kira gigabait.",
    "日本无限流量",
    "在日本两周流量不限：导航、视频通话、上传照片，都不用再算流量。",
  ],
  [
    "south-korea-3gb-5-days",
    "A short trip to Seoul or Busan: 3 GB on KT's 5G network for five days.",
    "Korea Selatan",
    "Untuk percutian singkat ke Seoul atau Busan: 3 GB di rangkaian 5G KT selama lima hari.",
    "韩国",
    "首尔、釜山短途游首选：KT 5G 网络，5 天 3 GB。",
  ],
  [
    "thailand-10gb-8-days",
    "Bangkok, Phuket and Chiang Mai on AIS: 10 GB for a week-long holiday with a day to spare.",
    "Thailand",
    "Bangkok, Phuket dan Chiang Mai dengan AIS: 10 GB untuk cuti seminggu, dengan sehari lebih.",
    "泰国",
    "曼谷、普吉、清迈全覆盖，AIS 网络：10 GB 够一周假期还多一天。",
  ],
  [
    "thailand-tourist-sim-15gb-8-days",
    "A physical SIM for phones without eSIM: 15 GB in Thailand, posted to your Malaysian address.",
    "SIM Pelancong Thailand",
    "SIM fizikal untuk telefon tanpa eSIM: 15 GB di Thailand, dihantar ke alamat anda di Malaysia.",
    "泰国旅游SIM卡",
    "适合不支持 eSIM 的手机：实体 SIM 卡，泰国 15 GB，寄到您在马来西亚的地址。",
  ],
  [
    "singapore-5gb-3-days",
    "Three days in Singapore with 5 GB on Singtel, for a weekend or a business trip.",
    "Singapura",
    "Tiga hari di Singapura dengan 5 GB di rangkaian Singtel, sesuai untuk hujung minggu atau urusan kerja.",
    "新加坡",
    "新加坡三天，Singtel 网络 5 GB，周末游或出差都合适。",
  ],
  [
    "indonesia-20gb-30-days",
    "A month in Indonesia, Bali included: 20 GB on Telkomsel, the widest network in the islands.",
    "Indonesia & Bali",
    "Sebulan di Indonesia, termasuk Bali: 20 GB di rangkaian Telkomsel, liputan paling luas di kepulauan itu.",
    "印尼与巴厘岛",
    "印尼玩一个月（含巴厘岛）：Telkomsel 网络 20 GB，岛屿覆盖最广。",
  ],
  [
    "vietnam-1gb-1-day",
    "One day, 1 GB: enough for a stopover in Hanoi or Ho Chi Minh City.",
    "Pas Harian Vietnam",
    "Sehari, 1 GB: cukup untuk transit di Hanoi atau Ho Chi Minh.",
    "越南一日通",
    "一天 1 GB，在河内或胡志明市转机刚刚好。",
  ],
  [
    "australia-sim-20gb-30-days",
    "A physical SIM on Telstra for a month in Australia, from the cities to the outback.",
    "Australia",
    "SIM fizikal Telstra untuk sebulan di Australia, dari bandar hingga ke pedalaman.",
    "澳大利亚",
    "澳大利亚一个月实体 SIM 卡，Telstra 网络，从城市到内陆都有信号。",
  ],
  [
    "asia-pacific-10gb-15-days",
    "One eSIM for twelve Asia Pacific destinations, Malaysia included, for multi-stop trips.",
    "Asia Pasifik 12 Negara",
    "Satu eSIM untuk dua belas destinasi Asia Pasifik, termasuk Malaysia, untuk perjalanan ke beberapa negara.",
    "亚太12国",
    "一张 eSIM 通行亚太十二个目的地（含马来西亚），多站旅行最方便。",
  ],
  [
    "asia-pacific-sim-unlimited-30-days",
    "Unlimited data across Asia Pacific for a month on one physical SIM.",
    "SIM Asia Pasifik Tanpa Had",
    "Data tanpa had di seluruh Asia Pasifik selama sebulan dengan satu SIM fizikal.",
    "亚太无限流量SIM卡",
    "一张实体 SIM 卡，亚太地区一个月流量不限。",
  ],
  [
    "china-hk-macau-6gb-10-days",
    "Mainland China, Hong Kong and Macau on one plan, with Google, WhatsApp and Instagram working as at home.",
    "China, Hong Kong & Macau",
    "China, Hong Kong dan Macau dalam satu pelan; Google, WhatsApp dan Instagram boleh digunakan seperti di rumah.",
    "中国大陆、香港和澳门",
    "中国大陆、香港、澳门一卡通用，Google、WhatsApp、Instagram 照常使用。",
  ],
  [
    "europe-10gb-15-days",
    "Thirty-three European countries on one eSIM: it changes network at every border for you.",
    "Eropah 33 Negara",
    "Tiga puluh tiga negara Eropah dengan satu eSIM: rangkaian bertukar sendiri di setiap sempadan.",
    "欧洲33国",
    "一张 eSIM 畅游欧洲三十三国，过境自动切换网络。",
  ],
  [
    "europe-50gb-30-days",
    "50 GB for a month in Europe, enough for remote work and streaming.",
    "Eropah 50GB",
    "50 GB untuk sebulan di Eropah, cukup untuk bekerja dari jauh dan menstrim video.",
    "欧洲50GB",
    "欧洲一个月 50 GB，远程办公、看视频都够用。",
  ],
  [
    "europe-unlimited-7-days",
    "A week of unlimited data across Europe for a city break or a tour.",
    "Eropah Tanpa Had Seminggu",
    "Seminggu data tanpa had di seluruh Eropah, untuk cuti singkat di bandar atau lawatan berpakej.",
    "欧洲无限流量周卡",
    "欧洲一周流量不限，城市短游或跟团游都适用。",
  ],
  [
    "united-kingdom-5gb-7-days",
    "A week in London and beyond with 5 GB on EE's 5G network.",
    "United Kingdom",
    "Seminggu di London dan sekitarnya dengan 5 GB di rangkaian 5G EE.",
    "英国",
    "伦敦及英国各地一周，EE 5G 网络 5 GB。",
  ],
  [
    "united-kingdom-sim-30gb-30-days",
    "A physical SIM for a month in the UK, with a local number for calls and texts.",
    "SIM United Kingdom",
    "SIM fizikal untuk sebulan di UK, dengan nombor tempatan untuk panggilan dan SMS.",
    "英国SIM卡",
    "英国一个月实体 SIM 卡，附当地号码，可打电话发短信。",
  ],
  [
    "turkey-3gb-7-days",
    "Istanbul, Cappadocia and the coast: 3 GB for a week on Turkcell.",
    "Turki",
    "Istanbul, Cappadocia dan pantai: 3 GB selama seminggu di rangkaian Turkcell.",
    "土耳其",
    "伊斯坦布尔、卡帕多奇亚和海滨：Turkcell 网络，一周 3 GB。",
  ],
  [
    "switzerland-2gb-3-days",
    "Three days in the Alps with 2 GB on Swisscom, even on the mountain trains.",
    "Switzerland",
    "Tiga hari di Alps dengan 2 GB di rangkaian Swisscom, walaupun di dalam kereta api gunung.",
    "瑞士",
    "阿尔卑斯三日游，Swisscom 网络 2 GB，登山火车上也有信号。",
  ],
  [
    "europe-sim-40gb-90-days",
    "Three months in Europe on one physical SIM, for students and long stays.",
    "SIM Eropah Jangka Panjang",
    "Tiga bulan di Eropah dengan satu SIM fizikal, untuk pelajar dan penginapan lama.",
    "欧洲长住SIM卡",
    "一张实体 SIM 卡用满欧洲三个月，适合留学和长住。",
  ],
  [
    "united-states-10gb-10-days",
    "Ten days across the United States on T-Mobile's 5G network.",
    "Amerika Syarikat",
    "Sepuluh hari di seluruh Amerika Syarikat di rangkaian 5G T-Mobile.",
    "美国",
    "美国十天，T-Mobile 5G 网络全境覆盖。",
  ],
  [
    "usa-canada-unlimited-30-days",
    "A month of unlimited data in the US and Canada, for road trips across the border.",
    "AS & Kanada Tanpa Had",
    "Sebulan data tanpa had di Amerika Syarikat dan Kanada, untuk perjalanan darat merentas sempadan.",
    "美加无限流量",
    "美国和加拿大一个月流量不限，跨境自驾也不断网。",
  ],
  [
    "latin-america-15gb-30-days",
    "Eight Latin American countries on one eSIM, from Mexico to Chile.",
    "Amerika Latin",
    "Lapan negara Amerika Latin dengan satu eSIM, dari Mexico hingga Chile.",
    "拉丁美洲",
    "一张 eSIM 通行拉美八国，从墨西哥到智利。",
  ],
  [
    "mexico-sim-5gb-7-days",
    "A physical SIM for a week in Mexico on Telcel.",
    "SIM Mexico",
    "",
    "墨西哥SIM卡",
    "墨西哥一周实体 SIM 卡，Telcel 网络。",
  ],
  [
    "brazil-8gb-14-days",
    "Two weeks in Brazil with 8 GB on Vivo, from Rio to the Amazon.",
    "Brazil",
    "",
    "巴西",
    "",
  ],
  [
    "canada-3gb-7-days",
    "A week in Canada with 3 GB on Rogers.",
    "Kanada",
    "Seminggu di Kanada dengan 3 GB di rangkaian Rogers.",
    "加拿大",
    "",
  ],
  [
    "americas-sim-25gb-60-days",
    "Two months across the Americas on one physical SIM, north to south.",
    "SIM Penjelajah Amerika",
    "Dua bulan di seluruh benua Amerika dengan satu SIM fizikal, dari utara ke selatan.",
    "美洲探索SIM卡",
    "一张实体 SIM 卡，南北美洲畅游两个月。",
  ],
  [
    "global-1gb-7-days",
    "A little data in over a hundred countries, for a transit or an emergency.",
    "Global Permulaan",
    "Sedikit data di lebih seratus negara, untuk transit atau kecemasan.",
    "全球入门",
    "一百多个国家可用的少量流量，转机或应急都安心。",
  ],
  [
    "global-5gb-15-days",
    "One plan for a trip through several continents.",
    "Global Pengembara",
    "Satu pelan untuk perjalanan merentas beberapa benua.",
    "全球旅行者",
    "一个套餐走遍多个大洲。",
  ],
  [
    "global-20gb-60-days",
    "Two months and 20 GB for digital nomads who change country often.",
    "Global Nomad",
    "Dua bulan dan 20 GB untuk nomad digital yang kerap bertukar negara.",
    "全球数字游民",
    "两个月 20 GB，专为经常换国家的数字游民而设。",
  ],
  [
    "global-sim-unlimited-90-days",
    "Unlimited data in over a hundred countries for three months, on one physical SIM.",
    "SIM Global Tanpa Had",
    "Data tanpa had di lebih seratus negara selama tiga bulan, dengan satu SIM fizikal.",
    "全球无限流量SIM卡",
    "一张实体 SIM 卡，一百多个国家三个月流量不限。",
  ],
];

/**
 * The English descriptions and the translations, written beside the rows seed.ts inserted. A
 * column staff already filled is kept (coalesce), so seeding again never overwrites an edit.
 */
export function translationSeedStatements(): { sql: string; params: (string | null)[] }[] {
  const orNull = (text: string) => text || null;
  const plans = SEED_PLAN_TEXTS.map(([slug, description, nameMs, descriptionMs, nameZh, descriptionZh]) => ({
    sql: `UPDATE products SET description = coalesce(description, ?), name_ms = coalesce(name_ms, ?),
          description_ms = coalesce(description_ms, ?), name_zh = coalesce(name_zh, ?),
          description_zh = coalesce(description_zh, ?) WHERE slug = ?`,
    params: [description, nameMs, descriptionMs, nameZh, descriptionZh, slug].map(orNull),
  }));
  const pages = Object.entries(PAGE_TRANSLATIONS).flatMap(([page, texts]) => {
    if (!texts) return [];
    const { ms, zh } = texts;
    return {
      sql: `UPDATE page_content SET title_ms = coalesce(title_ms, ?), subtitle_ms = coalesce(subtitle_ms, ?),
          content_ms = coalesce(content_ms, ?), title_zh = coalesce(title_zh, ?),
          subtitle_zh = coalesce(subtitle_zh, ?), content_zh = coalesce(content_zh, ?) WHERE page = ?`,
      params: [ms.title, ms.subtitle, ms.content, zh.title, zh.subtitle, zh.content, page],
    };
  });
  // A Chinese description first seeded with 你 is rewritten with 您 (the shop's one "you"), unless staff changed it.
  const informal = SEED_PLAN_TEXTS.filter(([, , , , , zh]) => zh.includes("您")).map(
    ([slug, , , , , zh]) => ({
      sql: "UPDATE products SET description_zh = ? WHERE slug = ? AND description_zh = ?",
      params: [zh, slug, zh.replaceAll("您", "你")],
    }),
  );
  return [...plans, ...pages, ...informal];
}
