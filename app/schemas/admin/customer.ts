import type { Locale } from "../../lib/locale";
import type { CreditSummary } from "../credit";
import type { EsimStatus } from "../esim";
import type { OrderStatus } from "../orders";
import type { UserRole } from "../roles";
import type { SignedInSession } from "../sessions";
import type { AuditEntry } from "./records";

/** One of a customer's orders as the back office lists it beside them. */
export interface CustomerOrderLine {
  id: number;
  status: OrderStatus;
  totalAmountSen: number;
  createdAt: string;
}

/** One of a customer's eSIMs: the ICCID's last digits only, the plan as bought, its state. */
export interface CustomerEsimLine {
  iccidTail: string;
  orderId: number;
  planName: string;
  status: EsimStatus;
}

/** Who a customer is, as staff read it. */
export interface CustomerProfile {
  id: number;
  username: string;
  name: string;
  email: string;
  locale: Locale;
  tier: UserRole;
  createdAt: string;
  emailVerifiedAt: string | null;
  state: "active" | "inactive" | "banned" | "deleted";
}

/** A conversation of the customer's, for the customer page's list (linking to the Chat tab). */
interface CustomerChatLine {
  roomId: number;
  status: string;
  updatedAt: string;
  lastMessage: string | null;
}

/**
 * GET /api/admin/users/:id: the one page staff land on for a customer. A part behind a permission
 * the member lacks is null (orders and eSIMs: view orders; chats: answer chat; audit: audit logs).
 */
export interface CustomerPageDto {
  profile: CustomerProfile;
  orders: CustomerOrderLine[] | null;
  esims: CustomerEsimLine[] | null;
  credit: CreditSummary;
  chats: CustomerChatLine[] | null;
  sessions: SignedInSession[];
  audit: AuditEntry[] | null;
}

/**
 * Who the staff chat's open conversation is with: a customer (their account and latest orders and
 * eSIMs, null without the orders permission) or a visitor (what they gave, and the account with
 * that e-mail if there is one: a visitor is not signed in, so it may not be theirs).
 */
export type ChatCustomerDto =
  | {
      kind: "customer";
      profile: Pick<CustomerProfile, "id" | "username" | "name" | "email" | "tier" | "state">;
      orders: CustomerOrderLine[] | null;
      esims: CustomerEsimLine[] | null;
    }
  | {
      kind: "visitor";
      name: string;
      email: string;
      matchingAccount: { id: number; username: string } | null;
    };
