import { Clock, Globe2, Headphones, ShieldCheck, Wallet } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { ContentHero } from "~/components/content/content-hero";
import { PageMarkdown } from "~/components/content/page-markdown";
import { renderPageMarkdown } from "~/components/content/page-markdown.server";
import { SiteImage } from "~/components/content/site-image";
import { buttonClass } from "~/components/ui/button";
import { brandOf, pageTitle, requestOrigin, seoMeta } from "~/lib/seo";
import { aboutPage } from "../../worker/web/content-pages.server";
import { requestLocale } from "../../worker/web/messages.server";
import type { RootData } from "../root";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, images } = await aboutPage(context, requestLocale(request));
  return {
    page,
    contentHtml: renderPageMarkdown(page.content),
    worldMap: images["world-map"],
    origin: requestOrigin(request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: pageTitle(matches, loaderData?.page.title ?? "About Us"),
    brand: brandOf(matches),
    description: `${loaderData?.page.subtitle ? `${loaderData.page.subtitle}. ` : ""}Who we are: a travel eSIM shop from Kuala Lumpur with 24/7 support wherever our plans take you.`,
    path: "/about",
    origin: loaderData?.origin,
    image: loaderData?.page.imageUrl ?? undefined,
  });

const SELLING_POINTS = [
  {
    icon: Globe2,
    // The number is the catalogue's (the root loader's count of covered destinations).
    title: "{countries} countries",
    text: "One shop for every destination, with 500+ partner operators.",
  },
  {
    icon: Clock,
    title: "Online in minutes",
    text: "Instant QR delivery; no shop visits, no airport queues.",
  },
  {
    icon: Wallet,
    title: "Fair ringgit prices",
    text: "Clear prices in RM with no roaming bills afterwards.",
  },
  { icon: ShieldCheck, title: "Secure and reliable", text: "Trusted operator networks with 99.9% uptime." },
  {
    icon: Headphones,
    title: "24/7 support",
    text: "Real people on e-mail, phone and WhatsApp, day and night.",
  },
] as const;

const TEAM = [
  {
    name: "Aisha Rahman",
    role: "Founder & CEO",
    photo: "/static/team/aisha.svg",
    text: "A former airline planner who got tired of roaming bills and set out to fix them.",
  },
  {
    name: "Daniel Lee",
    role: "Head of Partnerships",
    photo: "/static/team/daniel.svg",
    text: "Negotiates with operators on five continents so our prices stay fair.",
  },
  {
    name: "Mei Tan",
    role: "Customer Success Lead",
    photo: "/static/team/mei.svg",
    text: "Leads the 24/7 support team that gets travellers online, wherever they are.",
  },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, contentHtml, worldMap } = loaderData;
  const countries = String(useRouteLoaderData<RootData>("root")?.config.countriesCovered ?? "");
  return (
    <>
      <ContentHero page={page} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <PageMarkdown html={contentHtml} />

        <section aria-labelledby="why-us" className="mt-16">
          <h2 id="why-us" className="text-3xl font-bold tracking-tight">
            Why travellers choose us
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="selling-points">
            {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-card border border-line bg-white p-5 shadow-card">
                <Icon aria-hidden="true" className="size-7 text-primary-700" />
                <h3 className="mt-3 font-bold">{title.replace("{countries}", countries)}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team" className="mt-16">
          <h2 id="team" className="text-3xl font-bold tracking-tight">
            Meet Our Team
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="team">
            {TEAM.map((member) => (
              <li
                key={member.name}
                className="rounded-card border border-line bg-white p-6 text-center shadow-card"
              >
                <img
                  src={member.photo}
                  alt={`Portrait of ${member.name}`}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto size-28 rounded-full"
                />
                <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
                <p className="text-sm font-semibold text-primary-700">{member.role}</p>
                <p className="mt-2 text-sm text-muted">{member.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="reach" className="mt-16">
          <h2 id="reach" className="text-3xl font-bold tracking-tight">
            Our global reach
          </h2>
          <p className="mt-3 max-w-2xl text-muted">
            Local networks in {countries} countries and regions across Asia Pacific, Europe, the Americas and
            beyond.
          </p>
          <div className="mt-6 overflow-hidden rounded-card border border-line bg-primary-50">
            <SiteImage image={worldMap} className="aspect-[2/1] w-full object-cover" />
          </div>
        </section>

        <section
          aria-labelledby="cta"
          className="mt-16 rounded-card bg-primary-900 px-6 py-12 text-center text-white sm:px-12"
        >
          <h2 id="cta" className="text-3xl font-bold tracking-tight">
            Ready for your next trip?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-100">
            Pick a plan in two minutes, or grow your business by reselling ours.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/shop" className={buttonClass("secondary", "lg")}>
              Shop Now
            </Link>
            <Link
              to="/partner"
              className={buttonClass(
                "ghost",
                "lg",
                "text-white ring-1 ring-white/60 ring-inset hover:bg-white/10 hover:text-white",
              )}
            >
              Partner With Us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
