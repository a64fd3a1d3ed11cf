import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PolicyPage } from "~/components/content/policy-page";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { contentPage } from "../../worker/web/content-pages.server";
import { requestLocale } from "../../worker/web/messages.server";
import type { Route } from "./+types/privacy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "privacy", requestLocale(request));
  return { page, html: renderPageMarkdown(page.content), origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? "Privacy Policy"),
    brand: brandOf(matches),
    description: `How ${brandOf(matches) ?? "the shop"} collects, uses and protects your personal data.`,
    path: "/privacy",
    origin: loaderData?.origin,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} html={loaderData.html} />;
}
