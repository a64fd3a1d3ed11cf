import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { ADMIN_TABS, type AdminTabId } from "../../../app/components/admin/tabs";
import { adminLoginPath } from "../../../app/lib/admin-redirect";
import { type Access, PERMISSION_LABELS, type Permission } from "../../../app/schemas/admin/permissions";
import { accountOperations } from "../../services/accounts/operations";
import { analyticsOperations } from "../../services/analytics/operations";
import { auditOperations } from "../../services/audit/operations";
import { catalogueOperations } from "../../services/catalogue/operations";
import { chatOperations } from "../../services/chat/operations";
import { contentOperations } from "../../services/content/operations";
import { emailOperations } from "../../services/email/operations";
import { enquiryOperations } from "../../services/enquiries/operations";
import { orderOperations } from "../../services/orders/operations";
import { promotionOperations } from "../../services/promotions/operations";
import { allows, type StaffIdentity } from "../../services/staff/permissions";
import { readAdminSession } from "../cookies/admin-session-cookie.server";
import { appContext } from "../http/context.server";

export { allows };

/** A back-office page asked for without a live staff session: sign in, then come back here. */
function toAdminLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(adminLoginPath(`${url.pathname}${url.search}`));
}

/** The staff member the back office's guard let in, for the loaders below it. */
const staffContext = createContext<StaffIdentity>();

/** While a required two-factor set-up is pending, My account (where it is done) is all that opens. */
const ENROLMENT_PAGE = /^\/admin\/account(?:\.data)?\/?$/;

/**
 * The back office's guard, as React Router middleware: it reads the staff session from D1 once per
 * request (page or `.data`), before any loader below it runs. No live session → the sign-in page,
 * which comes back here afterwards.
 */
export const staffSessionGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { db, config } = context.get(appContext);
  const admin = await readAdminSession(db, config, request);
  if (!admin) throw toAdminLogin(request);
  if (admin.needsTwoFactor && !ENROLMENT_PAGE.test(new URL(request.url).pathname)) {
    throw redirect("/admin/account");
  }
  context.set(staffContext, admin);
  return next();
};

type LoaderContext = Readonly<RouterContextProvider>;

/** What a back-office loader works with: the request's database and config, and who is asking. */
export function staffPage(context: LoaderContext) {
  const { db, config } = context.get(appContext);
  return { db, config, admin: context.get(staffContext) };
}

/** The shape of the 403 the tab routes' error boundary renders (AdminForbidden). */
interface ForbiddenArea {
  area: string;
  needs: string;
}

/** A page that needs `access`: refused with a 403 the page's error boundary shows inside the shell. */
function requireStaffAccess(context: LoaderContext, access: Access, area: string) {
  const page = staffPage(context);
  if (!allows(page.admin, access)) {
    const needs = access in PERMISSION_LABELS ? PERMISSION_LABELS[access as Permission] : "super admin";
    throw data({ area, needs } satisfies ForbiddenArea, { status: 403 });
  }
  return page;
}

/** The operation each tab's page opens with: whoever may perform it may open the tab. */
const TAB_OPERATIONS: Record<AdminTabId, { access: Access }> = {
  analytics: analyticsOperations.readAnalytics,
  users: accountOperations.listUsers,
  orders: orderOperations.listOrders,
  products: catalogueOperations.listProducts,
  images: contentOperations.uploadSiteImage,
  reviews: catalogueOperations.listReviews,
  content: contentOperations.listPageContent,
  contacts: enquiryOperations.listContacts,
  partners: enquiryOperations.listPartnerships,
  bans: accountOperations.listBanLogs,
  audit: auditOperations.listAuditLogs,
  inventory: catalogueOperations.listInventory,
  promotions: promotionOperations.listPromotions,
  settings: contentOperations.readStoreContact,
  chat: chatOperations.listRooms,
  emails: emailOperations.listEmails,
};

/** Who may open a tab of the dashboard: the declared access of the operation its page opens with. */
export function tabAccess(id: AdminTabId): Access {
  return TAB_OPERATIONS[id].access;
}

/** One tab of the dashboard, behind its operation's access. */
export function requireTab(context: LoaderContext, id: AdminTabId) {
  const tab = ADMIN_TABS.find((t) => t.id === id);
  if (!tab) throw new Error(`Unknown admin tab ${id}`);
  return requireStaffAccess(context, tabAccess(id), tab.label);
}

/** The Content Manager page: behind the access of saving a page's content, which is all it does. */
export function requireContentManager(context: LoaderContext) {
  return requireStaffAccess(context, contentOperations.savePageContent.access, "the Content Manager");
}

/** The tabs this member may open, in the navigation's order (none until two-factor is set up). */
export function visibleTabs(admin: StaffIdentity) {
  if (admin.needsTwoFactor) return [];
  return ADMIN_TABS.filter((t) => allows(admin, tabAccess(t.id))).map(({ id, label }) => ({ id, label }));
}

/** A tab's list query: the page's search parameters as the service's zod schema reads them. */
export function listQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
