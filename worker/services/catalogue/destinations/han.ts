// Traditional Chinese characters of place names, folded onto the simplified ones the aliases are kept
// in, so 東京 finds what 东京 finds without a second alias for every name.
const TRADITIONAL =
  "東國爾韓臺灣門馬來亞賓紐蘭義歐倫島沖繩濟邁內峴檳霧奧羅蘇約磯溫華達岡聯臘麥愛時盧維魯緬萊烏關廣機場陸發漢龍樂陽頓萬剛納蓋喬茲別薩賴瑪麗錫寶貝嶼黃灣遼寧嶺";
const SIMPLIFIED =
  "东国尔韩台湾门马来亚宾纽兰义欧伦岛冲绳济迈内岘槟雾奥罗苏约矶温华达冈联腊麦爱时卢维鲁缅莱乌关广机场陆发汉龙乐阳顿万刚纳盖乔兹别萨赖玛丽锡宝贝屿黄湾辽宁岭";

const FOLD = new Map([...TRADITIONAL].map((t, i) => [t, [...SIMPLIFIED][i] ?? t]));

export function foldTraditional(text: string): string {
  return /[\u3400-\u9fff]/u.test(text) ? [...text].map((c) => FOLD.get(c) ?? c).join("") : text;
}
