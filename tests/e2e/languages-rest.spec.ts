import { signIn } from "./customer-helpers";
import { englishWords, expectNoEnglish } from "./english-left";
import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { SEEDED_PASSWORD } from "./seeded";
import { ESIM_TRAVELLER, SEEDED_ESIMS } from "./seeded-esims";

const SHOTS = process.env.SHOTS_DIR;
// The last screens' English interface words: the partner page and its form, the policies, the top-up
// page, the password field and the 404 page's search box.
const ENGLISH_ONLY = englishWords(["chrome", "partner", "policy", "topup", "password", "place"]);
// What staff wrote: the policies' bodies and titles, the top-up offer's plan name.
const WRITTEN =
  '[data-testid="page-markdown"], [data-testid="content-hero"], article > h1, article > p, [data-testid="topup-offer"] h2';
const expectNoEnglishOn = (page: Page, where: string) => expectNoEnglish(page, ENGLISH_ONLY, WRITTEN, where);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const LANGS = [
  {
    prefix: "/ms",
    lang: "ms",
    partner: "Hantar Permohonan Perkongsian",
    terms: "Terma Perkhidmatan",
    required: "Sila pilih jenis perniagaan",
    show: "Tunjukkan kata laluan",
    topup: "Tambah nilai eSIM anda",
  },
  {
    prefix: "/zh",
    lang: "zh-Hans",
    partner: "提交合作申请",
    terms: "服务条款",
    required: "请选择业务类型",
    show: "显示密码",
    topup: "为您的 eSIM 充值",
  },
] as const;

test.describe("the partner page, the policies, the 404 and the top-up page in Malay and Chinese", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const l of LANGS) {
    test(`${l.prefix}: partner (and its form's errors), the three policies and the 404's search box`, async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/partner`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: l.partner })).toBeVisible();
      await expectNoEnglishOn(page, `${l.prefix}/partner`);
      await shot(page, `partner-${l.lang}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole("button", { name: l.partner }).click();
      await expect(page.getByTestId("partner-business-type-error")).toHaveText(l.required);
      await expectNoEnglishOn(page, `${l.prefix}/partner after a wrong post`);
      expect(await page.getByText(/must be at least/).count()).toBe(0);

      for (const path of ["/terms", "/privacy", "/refund-policy"]) {
        await page.goto(`${l.prefix}${path}`);
        await expectNoEnglishOn(page, `${l.prefix}${path}`);
      }
      await page.goto(`${l.prefix}/terms`);
      await expect(page).toHaveTitle(new RegExp(l.terms));
      await shot(page, `terms-${l.lang}`);

      await page.setViewportSize({ width: 1280, height: 900 });
      const missing = await page.goto(`${l.prefix}/no-such-page`);
      expect(missing?.status()).toBe(404);
      await waitForHydration(page);
      await page.getByRole("combobox").first().fill("jap");
      await expect(page.getByRole("listbox")).toBeVisible();
      await expectNoEnglishOn(page, `${l.prefix} 404 with suggestions open`);

      await page.goto(`${l.prefix}/auth/login`);
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: l.show })).toBeVisible();
    });

    test(`${l.prefix}: the top-up page`, async ({ page }) => {
      await page.goto("/auth/login");
      await waitForHydration(page);
      await signIn(page, ESIM_TRAVELLER, SEEDED_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
      await page.goto(`${l.prefix}/my-esims/${SEEDED_ESIMS[0].iccid}/top-up`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(l.topup);
      await expect(page.getByTestId("topup-offer").first()).toBeVisible();
      await expectNoEnglishOn(page, `${l.prefix} top-up`);
      await shot(page, `topup-${l.lang}`);
    });
  }
});
