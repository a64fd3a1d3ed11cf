import { orderStateWords } from "~/components/account/order-words";
import type { MessageKey } from "~/lib/i18n";
import { customerOrderStateOf, type OrderStateFacts } from "~/schemas/order-state";

type Say = (key: MessageKey) => string;

/**
 * The payment result pages' words for an order's state: order-words.ts's English, read from the
 * `checkout.state.*` keys in the page's language (English pages get the same sentences).
 */
export function stateWords(t: Say, order: OrderStateFacts) {
  const words = orderStateWords(order);
  const key = `checkout.state.${customerOrderStateOf(order)}`;
  return {
    ...words,
    heading: t(`${key}.heading` as MessageKey),
    text: t(`${key}.text` as MessageKey),
    action: { ...words.action, label: t(`${key}.action` as MessageKey) },
  };
}

/** An order's status as its badge shows it; a status without words of its own keeps its stored name. */
export function statusLabel(t: Say, status: string): string {
  const key = `checkout.status.${status}` as MessageKey;
  const label = t(key);
  return label === key ? status : label;
}
