import { data } from "react-router";
import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PolicyPage } from "~/components/content/policy-page";
import { metaT } from "~/lib/i18n";
import { localeFromPath, stripLocale } from "~/lib/locale";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { pageMessages, requestLocale } from "../../worker/web/language/messages.server";
import { contentPage } from "../../worker/web/pages/content/content-pages.server";
import type { Route } from "./+types/policy";

// Privacy, Terms and Refund Policy: one module at three addresses (app/routes.ts), told apart by
// the address; each has its own words for when staff have not given a title yet.
const POLICIES = {
  privacy: { title: "policy.privacy.title", description: "policy.privacy.description", brand: "the shop" },
  terms: { title: "policy.terms.title", description: "policy.terms.description", brand: "our" },
  "refund-policy": { title: "policy.refund.title", description: "policy.refund.description", brand: "" },
} as const;
type Policy = keyof typeof POLICIES;

function policyAt(pathname: string): Policy | null {
  const slug = stripLocale(pathname)
    .replace(/\.data$/, "")
    .slice(1);
  return slug in POLICIES ? (slug as Policy) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const policy = policyAt(new URL(request.url).pathname);
  if (!policy) throw data(null, { status: 404 });
  const page = await contentPage(context, policy, requestLocale(context));
  return {
    page,
    html: renderPageMarkdown(page.content),
    origin: requestOrigin(request),
    ...pageMessages(context, "policy"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = metaT({ location, matches });
  const words = POLICIES[policyAt(location.pathname) ?? "privacy"];
  const brand = brandOf(matches);
  return seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? t(words.title)),
    brand,
    description: t(words.description, { brand: brand ?? words.brand }),
    path: location.pathname,
    locale: localeFromPath(location.pathname),
    origin: loaderData?.origin,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData.page} html={loaderData.html} />;
}
