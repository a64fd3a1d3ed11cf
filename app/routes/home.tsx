import { Link } from "react-router";
import { PlanCard } from "~/components/plan-card";
import { buttonClass } from "~/components/ui/button";
import { appContext } from "../../worker/context";
import { listActiveProducts } from "../../worker/services/products";
import type { Route } from "./+types/home";

const ALL = { region: "all", duration: "all", data: "all", type: "all", q: "" } as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await listActiveProducts(context.get(appContext).db, ALL, 3);
  return { featured: items };
}

export const meta: Route.MetaFunction = () => [
  { title: "JalanSIM | Travel eSIM & SIM plans for 190+ countries" },
  {
    name: "description",
    content:
      "Stay connected in 190+ countries with instant travel eSIMs and physical SIM cards, priced in RM.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            Stay connected in 190+ countries
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Travel eSIM and SIM coverage for 190+ countries
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Activate by QR code before you fly, land with data, and skip the airport SIM queue.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/shop" className={buttonClass("primary", "lg")}>
              Shop Now
            </Link>
            <Link to="/partner" className={buttonClass("secondary", "lg")}>
              Partner With Us
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="popular-plans">
        <div className="flex items-end justify-between gap-4">
          <h2 id="popular-plans" className="text-2xl font-bold">
            Popular plans
          </h2>
          <Link to="/shop" className="font-semibold text-primary-700 hover:underline">
            See all plans
          </Link>
        </div>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.featured.map((product) => (
            <li key={product.id} className="flex">
              <PlanCard product={product} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
