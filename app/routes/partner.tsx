import { ContentHero } from "~/components/content/content-hero";
import { PageMarkdown } from "~/components/content/page-markdown";
import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PartnershipForm } from "~/components/forms/partnership-form";
import { BarChart3, Megaphone, Percent, Tags } from "~/components/ui/icons";
import { type MessageKey, metaT, useT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { contentPage, partnershipFormAction } from "../../worker/web/pages/content/content-pages.server";
import type { Route } from "./+types/partner";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "partner", requestLocale(context));
  return {
    page,
    contentHtml: renderPageMarkdown(page.content),
    origin: requestOrigin(request),
    ...pageMessages(context, "partner", "forms"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return partnershipFormAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  return seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? t("partner.title")),
    brand: brandOf(matches),
    description: t("partner.description", { brand: brandOf(matches) ?? "our" }),
    path: location.pathname,
    locale: localeFromPath(location.pathname),
    origin: loaderData?.origin,
    image: loaderData?.page.imageUrl ?? undefined,
  });
};

// SPEC.md §2 Partnership: the four benefits (§9: commission up to 25%); their words are `partner.<key>.*`.
const BENEFITS = [
  { icon: Percent, key: "commission" },
  { icon: Megaphone, key: "marketing" },
  { icon: Tags, key: "whiteLabel" },
  { icon: BarChart3, key: "portal" },
] as const;

export default function Partner({ loaderData, actionData }: Route.ComponentProps) {
  const { page, contentHtml } = loaderData;
  const t = useT();
  return (
    <>
      <ContentHero page={page} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <PageMarkdown html={contentHtml} />
        <section aria-labelledby="benefits" className="mt-12">
          <h2 id="benefits" className="text-3xl font-bold tracking-tight">
            {t("partner.benefits")}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="benefits">
            {BENEFITS.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-card border border-line bg-white p-5 shadow-card">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-3 font-bold">{t(`partner.${key}.title` as MessageKey)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`partner.${key}.text` as MessageKey)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="partner-form-title"
          className="mt-16 max-w-3xl rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
        >
          <h2 id="partner-form-title" className="text-2xl font-bold tracking-tight">
            {t("partner.form.title")}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t("partner.form.text")}</p>
          <PartnershipForm actionData={actionData} />
        </section>
      </div>
    </>
  );
}
