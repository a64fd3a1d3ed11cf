import { useId } from "react";
import { Link } from "react-router";
import { BellRing } from "~/components/ui/icons";
import { apiFetch } from "~/lib/api";
import type { NeedsAttention } from "~/schemas/admin/attention";
import { countedText } from "~/schemas/admin/common";
import { useLiveValue } from "./use-live-value";

const loadAttention = () => apiFetch<NeedsAttention>("/api/admin/attention");

/** "Needs attention" kept live on every back-office page, so an answered chat leaves it without a reload. */
export function useLiveAttention(initial: NeedsAttention | null | undefined) {
  return useLiveValue(initial, loadAttention);
}

const plural = (n: number, one: string, many: string) => `${countedText(n)} ${n === 1 ? one : many}`;

/**
 * "Needs attention" above the back office's section list: what is waiting for staff,
 * each part a link to where it is handled. Its own landmark beside the sections' <nav>, so that
 * list stays the list of sections. Nothing waiting, nothing drawn.
 */
export function AttentionBadge({
  attention,
  onNavigate,
}: {
  attention: NeedsAttention | null | undefined;
  onNavigate?: () => void;
}) {
  const titleId = useId();
  if (!attention || attention.total === 0) return null;
  const parts = [
    {
      n: attention.failedFulfilments,
      text: plural(attention.failedFulfilments, "failed fulfilment", "failed fulfilments"),
      to: "/admin/orders?status=failed",
    },
    {
      n: attention.refundRequests,
      text: plural(attention.refundRequests, "refund request", "refund requests"),
      to: "/admin/orders",
    },
    {
      n: attention.supplierMismatches,
      text: plural(
        attention.supplierMismatches,
        "order to check with the supplier",
        "orders to check with the supplier",
      ),
      to: "/admin/orders?flag=supplier",
    },
    {
      n: attention.lateShipments,
      text: plural(
        attention.lateShipments,
        "SIM not shipped in a working day",
        "SIMs not shipped in a working day",
      ),
      to: "/admin/orders?flag=late-sim",
    },
    {
      n: attention.stuckOrders,
      text: plural(attention.stuckOrders, "paid order stuck", "paid orders stuck"),
      to: "/admin/orders?flag=stuck",
    },
    {
      n: attention.unansweredChats,
      text: plural(attention.unansweredChats, "unanswered chat", "unanswered chats"),
      to: "/admin/chat",
    },
  ].filter((part) => part.n > 0);
  return (
    <section
      aria-labelledby={titleId}
      className="mx-3 mt-3 rounded-control bg-warning-50 p-3 ring-1 ring-warning-800/20"
      data-testid="needs-attention"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-warning-800">
        <BellRing aria-hidden="true" className="size-4" />
        Needs attention
        <span
          className="ml-auto rounded-full bg-warning-800 px-2 py-0.5 text-xs tabular text-white"
          data-testid="needs-attention-count"
        >
          {countedText(attention.total)}
        </span>
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {parts.map((part) => (
          <li key={part.text}>
            <Link
              to={part.to}
              onClick={onNavigate}
              className="text-warning-800 underline-offset-2 hover:underline"
            >
              {part.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
