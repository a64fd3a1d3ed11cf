import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PolicyPage } from "~/components/content/policy-page";
import { requestOrigin, SITE_NAME, seoMeta } from "~/lib/seo";
import { contentPage } from "../../worker/web/content-pages.server";
import type { Route } from "./+types/terms";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "terms");
  return { page, html: renderPageMarkdown(page.content), origin: requestOrigin(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: `${loaderData?.page.title ?? "Terms of Service"} | ${SITE_NAME}`,
    description: "The terms for buying and using JalanSIM travel eSIM and SIM plans.",
    path: "/terms",
    origin: loaderData?.origin,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} html={loaderData.html} />;
}
