import { describe, expect, it } from "vitest";
import { lettered, localPlan, placeName, regionName } from "../../worker/web/language/places.server";

// Runs in workerd: the names come from its ICU, which must carry the full CLDR data.
describe("place names in the page's language", () => {
  it("names a country from its ISO code in Malay and Chinese, and keeps the stored English name", () => {
    const japan = { code: "JP", name: "Japan" };
    expect(placeName("ms", japan)).toBe("Jepun");
    expect(placeName("zh-Hans", japan)).toBe("日本");
    expect(placeName("zh-Hans", { code: "KR", name: "South Korea" })).toBe("韩国");
    expect(placeName("en", { code: "KR", name: "South Korea" })).toBe("South Korea");
    expect(placeName("ms", { code: "", name: "Asia Pacific" })).toBe("Asia Pacific");
  });

  it("names the regions from the catalogue", () => {
    expect(regionName("ms", "Europe")).toBe("Eropah");
    expect(regionName("zh-Hans", "Asia Pacific")).toBe("亚太");
    expect(regionName("en", "Asia Pacific")).toBe("Asia Pacific");
  });

  it("rebuilds a plan's coverage line in the language", () => {
    const d = (code: string, name: string) => ({ code, name, slug: name.toLowerCase(), flag: "" });
    const few = {
      region: "Asia Pacific",
      coverage: "Japan, South Korea",
      destinations: [d("JP", "Japan"), d("KR", "South Korea")],
    };
    expect(localPlan("zh-Hans", few).coverage).toBe("日本、韩国");
    expect(localPlan("ms", few).coverage).toBe("Jepun, Korea Selatan");
    const many = { ...few, region: "Europe", destinations: ["DE", "FR", "IT", "ES"].map((c) => d(c, c)) };
    expect(localPlan("ms", many).coverage).toBe("4 negara di Eropah");
    expect(localPlan("zh-Hans", { ...many, region: "Global" }).coverage).toBe("全球 4 个国家");
    expect(localPlan("en", few)).toBe(few);
  });

  it("files Chinese names under their pinyin initial, in pinyin order", () => {
    const list = [
      { code: "JP", name: "Japan" },
      { code: "TH", name: "Thailand" },
      { code: "AE", name: "United Arab Emirates" },
      { code: "KR", name: "South Korea" },
    ];
    expect(lettered("zh-Hans", list).map((p) => `${p.letter}:${p.name}`)).toEqual([
      "A:阿拉伯联合酋长国",
      "H:韩国",
      "R:日本",
      "T:泰国",
    ]);
    // Every letter of a long list comes in order, and every Chinese name gets one.
    const codes =
      "AE AR AT AU BE BR CA CH CN CZ DE DK EG ES FI FR GB GR HK HU ID IE IL IN IS IT JP KH KR LA LK MO MV MX MY NL NO NP NZ PH PL PT QA RU SA SE SG TH TR TW US VN ZA";
    const all = lettered(
      "zh-Hans",
      codes.split(" ").map((code) => ({ code, name: code })),
    );
    const letters = all.map((p) => p.letter);
    expect(letters).toEqual([...letters].sort());
    expect(letters.every((l) => /^[A-Z]$/.test(l))).toBe(true);
    expect(lettered("ms", list).map((p) => p.letter)).toEqual(["E", "J", "K", "T"]);
    expect(lettered("en", list).map((p) => p.name)).toEqual(list.map((p) => p.name));
  });
});
