import { Link } from "react-router";
import { MyEsimCard } from "~/components/account/my-esim-card";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ArrowRight, Smartphone } from "~/components/ui/icons";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { customerSessionGuard } from "../../worker/web/guards/customer-route.server";
import { pageMessages } from "../../worker/web/language/messages.server";
import { myEsimsPage } from "../../worker/web/pages/esims/my-esims.server";
import type { Route } from "./+types/my-esims";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("esims.title")) },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The loader's clock counts the days left, so the server's page and the browser's agree.
  return { ...(await myEsimsPage(request, context)), now: Date.now(), ...pageMessages(context, "esims") };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function MyEsims({ loaderData }: Route.ComponentProps) {
  const { esims, platform, now } = loaderData;
  const t = useT();
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("esims.title")}</h1>
          <p className="mt-1 text-muted">{t("esims.intro")}</p>
        </div>
        <Link
          to={href("/my-orders")}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t("esims.toOrders")} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {esims.length === 0 ? (
        <EmptyState
          icon={Smartphone}
          title={t("esims.emptyTitle")}
          className="mt-8"
          action={
            <Link to={href("/shop")} className={buttonClass("primary", "md", "mt-6")}>
              {t("esims.emptyAction")}
            </Link>
          }
        >
          {t("esims.emptyText")}
        </EmptyState>
      ) : (
        <ol className="mt-8 flex flex-col gap-5">
          {esims.map((esim) => (
            <MyEsimCard key={esim.iccid} esim={esim} platform={platform} now={now} />
          ))}
        </ol>
      )}
    </div>
  );
}
