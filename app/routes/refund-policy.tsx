import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PolicyPage } from "~/components/content/policy-page";
import { metaT } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { contentPage } from "../../worker/web/content-pages.server";
import { pageMessages, requestLocale } from "../../worker/web/messages.server";
import type { Route } from "./+types/refund-policy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "refund-policy", requestLocale(request));
  return {
    page,
    html: renderPageMarkdown(page.content),
    origin: requestOrigin(request),
    ...pageMessages(request, "policy"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  return seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? t("policy.refund.title")),
    brand: brandOf(matches),
    description: t("policy.refund.description"),
    path: location.pathname,
    locale: localeFromPath(location.pathname),
    origin: loaderData?.origin,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} html={loaderData.html} />;
}
