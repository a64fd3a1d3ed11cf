import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PolicyPage } from "~/components/content/policy-page";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { contentPage } from "../../worker/web/content-pages.server";
import { requestLocale } from "../../worker/web/messages.server";
import type { Route } from "./+types/refund-policy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "refund-policy", requestLocale(request));
  return { page, html: renderPageMarkdown(page.content), origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? "Refund Policy"),
    brand: brandOf(matches),
    description: "Full refund for an unused, not-yet-activated eSIM within 7 days of purchase.",
    path: "/refund-policy",
    origin: loaderData?.origin,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} html={loaderData.html} />;
}
