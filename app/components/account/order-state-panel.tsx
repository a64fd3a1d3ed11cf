import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckCircle2, CircleAlert, Clock } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { useLocalePath, useT } from "~/lib/i18n";
import type { OrderStateFacts } from "~/schemas/order-state";
import { type OrderStateWords, orderActionHref, orderStateWords } from "./order-words";

const ICONS = {
  done: <CheckCircle2 aria-hidden="true" className="size-full text-success-700" />,
  waiting: <Clock aria-hidden="true" className="size-full text-warning-800" />,
  problem: <CircleAlert aria-hidden="true" className="size-full text-danger-700" />,
} as const;

/** The data-testid of an action link: the eSIM page's link keeps the one tests and people follow. */
function actionTestId(words: OrderStateWords, where: "page" | "row"): string {
  if (words.action.kind === "install") return where === "row" ? "order-delivery-link" : "order-next-action";
  if (words.action.kind === "refresh") return "refresh-link";
  return "order-next-action";
}

/** The order's one next step as a button (or, in a list row, a link). */
export function OrderNextAction({
  order,
  here,
  where = "page",
  className,
}: {
  order: OrderStateFacts & { id: number };
  /** The page's own English address, for "Check again" (the page's language is added here). */
  here: string;
  where?: "page" | "row";
  className?: string;
}) {
  const words = orderStateWords(order, useT());
  const href = useLocalePath()(orderActionHref(words.action.kind, order.id, here));
  const look =
    where === "row"
      ? "inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
      : buttonClass(words.action.kind === "refresh" ? "secondary" : "primary", "md");
  const testId = actionTestId(words, where);
  // "Check again" reloads the whole page, so it works without JavaScript too.
  return words.action.kind === "refresh" ? (
    <a href={href} className={cn(look, className)} data-testid={testId}>
      {words.action.label}
    </a>
  ) : (
    <Link to={href} className={cn(look, className)} data-testid={testId}>
      {words.action.label}
    </Link>
  );
}

/** Heading, sentence and mark of an order's state, as the result page and the order page show it. */
export function OrderStateMessage({
  order,
  level = "h2",
  className,
}: {
  order: OrderStateFacts;
  level?: "h1" | "h2";
  className?: string;
}) {
  const words = orderStateWords(order, useT());
  const Heading = level;
  return (
    <div className={cn("flex gap-4", className)} data-testid="order-state" data-tone={words.tone}>
      <span className={level === "h1" ? "size-12 shrink-0" : "size-8 shrink-0"}>{ICONS[words.tone]}</span>
      <div className="min-w-0">
        <Heading
          className={
            level === "h1"
              ? "text-2xl font-bold tracking-tight sm:text-3xl"
              : "text-lg font-bold tracking-tight"
          }
          data-testid="order-state-heading"
        >
          {words.heading}
        </Heading>
        <p className="mt-2 text-muted" aria-live="polite" data-testid="order-state-text">
          {words.text}
        </p>
      </div>
    </div>
  );
}
