import { BarChart3, Megaphone, Percent, Tags } from "lucide-react";
import { ContentHero } from "~/components/content/content-hero";
import { PageMarkdown } from "~/components/content/page-markdown";
import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { PartnershipForm } from "~/components/forms/partnership-form";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { contentPage, partnershipFormAction } from "../../worker/web/content-pages.server";
import { requestLocale } from "../../worker/web/messages.server";
import type { Route } from "./+types/partner";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await contentPage(context, "partner", requestLocale(request));
  return { page, contentHtml: renderPageMarkdown(page.content), origin: requestOrigin(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return partnershipFormAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? "Partner With Us"),
    brand: brandOf(matches),
    description: `Sell ${brandOf(matches) ?? "our"} travel eSIMs: commission up to 25% with tiered rewards, marketing support, white-label solutions and a partner portal.`,
    path: "/partner",
    origin: loaderData?.origin,
    image: loaderData?.page.imageUrl ?? undefined,
  });

// SPEC.md §2 Partnership: the four benefits (§9: commission up to 25%).
const BENEFITS = [
  {
    icon: Percent,
    title: "Commission up to 25%",
    text: "Earn on every plan you sell, with tiered rewards as you grow.",
  },
  {
    icon: Megaphone,
    title: "Marketing and sales support",
    text: "Ready-made campaigns, training and a dedicated partner manager.",
  },
  {
    icon: Tags,
    title: "White-label solutions",
    text: "Sell eSIMs under your own brand, on your own site or counter.",
  },
  { icon: BarChart3, title: "Partner portal", text: "Analytics and commission tracking in one dashboard." },
] as const;

export default function Partner({ loaderData, actionData }: Route.ComponentProps) {
  const { page, contentHtml } = loaderData;
  return (
    <>
      <ContentHero page={page} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <PageMarkdown html={contentHtml} />
        <section aria-labelledby="benefits" className="mt-12">
          <h2 id="benefits" className="text-3xl font-bold tracking-tight">
            Partner benefits
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="benefits">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-card border border-line bg-white p-5 shadow-card">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-3 font-bold">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="partner-form-title"
          className="mt-16 max-w-3xl rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
        >
          <h2 id="partner-form-title" className="text-2xl font-bold tracking-tight">
            Submit Partnership Request
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Our partnerships team reviews every request within 2-3 business days.
          </p>
          <PartnershipForm actionData={actionData} />
        </section>
      </div>
    </>
  );
}
