import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PolicyPage } from "~/components/content/policy-page";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { contentPage } from "../../worker/web/content-pages.server";
import { requestLocale } from "../../worker/web/messages.server";
import type { Route } from "./+types/terms";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "terms", requestLocale(request));
  return { page, html: renderPageMarkdown(page.content), origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? "Terms of Service"),
    brand: brandOf(matches),
    description: `The terms for buying and using ${brandOf(matches) ?? "our"} travel eSIM and SIM plans.`,
    path: "/terms",
    origin: loaderData?.origin,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} html={loaderData.html} />;
}
