import { expect, type Page, test } from "./fixtures";

// The faces Chromium actually drew a node's text with (DevTools protocol), by family name.
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

const SIMPLIFIED = /PingFang SC|Hiragino Sans GB|CJK SC|Noto Sans SC|Source Han Sans SC|YaHei/;
// Japanese, Korean and Traditional faces draw some shared characters in other shapes (为, 与, 门).
const OTHER_CJK = /CJK (JP|KR|TC|HK)|Hiragino Sans$|Noto Sans (JP|KR|TC|HK)/;

test.describe("Chinese in the phone's own Simplified Chinese faces", () => {
  test("the /zh heading and the footer's 简体中文 are drawn in a Simplified Chinese face, never a Japanese one", async ({
    page,
  }) => {
    await page.goto("/zh");
    const heading = await facesOf(page, "h1");
    expect(
      heading.some((face) => SIMPLIFIED.test(face)),
      `a Simplified Chinese face for the heading, drew with ${heading.join(", ")} (install fonts-noto-cjk)`,
    ).toBe(true);
    expect(heading.filter((face) => OTHER_CJK.test(face))).toEqual([]);

    // An English page names the language in its own script, marked lang="zh-Hans".
    // The footer is drawn only once the reader nears it (`render-near-view`).
    await page.goto("/");
    // Skipped content is laid out at the frame after it comes near the viewport, not at the scroll.
    await page.getByTestId("footer-languages").scrollIntoViewIfNeeded();
    const selector = '[data-testid="footer-languages"] [data-testid="switch-zh-Hans"]';
    await expect
      .poll(async () => (await facesOf(page, selector)).some((face) => SIMPLIFIED.test(face)), {
        message: "a Simplified Chinese face for 简体中文",
      })
      .toBe(true);
    const label = await facesOf(page, selector);
    expect(label.filter((face) => OTHER_CJK.test(face))).toEqual([]);
  });
});
