import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PolicyPage } from "~/components/content/policy-page";
import { requestOrigin, SITE_NAME, seoMeta } from "~/lib/seo";
import { contentPage } from "../../worker/web/content-pages.server";
import type { Route } from "./+types/privacy";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "privacy");
  return { page, html: renderPageMarkdown(page.content), origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `${loaderData?.page.title ?? "Privacy Policy"} | ${SITE_NAME}`,
    description: "How JalanSIM collects, uses and protects your personal data.",
    path: "/privacy",
    origin: loaderData?.origin,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} html={loaderData.html} />;
}
