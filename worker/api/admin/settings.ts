import { checkoutOperations as checkout } from "../../services/checkout/operations";
import { contentOperations as content } from "../../services/content/operations";
import { paymentOperations as payments } from "../../services/payments/operations";
import { receiptOperations as receipts } from "../../services/receipts/operations";
import { shippingOperations as shipping } from "../../services/shipping/operations";
import { staffOperations as staff } from "../../services/staff/operations";
import { operationRoutes, route } from "./operation-routes";

/** The Settings tab's API: store contact, seller details for receipts, checkout rule, shipping rules, Stripe keys and the staff accounts. */
export const adminSettingsApi = operationRoutes([
  route("get", "/settings/store", content.readStoreContact),
  route("put", "/settings/store", content.saveStoreContact),
  route("get", "/settings/claims", content.readClaims),
  route("put", "/settings/claims", content.saveClaims),
  route("get", "/settings/seller", receipts.readSellerDetails),
  route("put", "/settings/seller", receipts.saveSellerDetails),
  route("get", "/settings/checkout", checkout.readCheckoutRule),
  route("put", "/settings/checkout", checkout.saveCheckoutRule),
  route("get", "/settings/holds", checkout.readHoldRule),
  route("put", "/settings/holds", checkout.saveHoldRule),
  route("get", "/settings/shipping", shipping.readShippingRules),
  route("put", "/settings/shipping", shipping.saveShippingRules),
  route("get", "/settings/payments", payments.readPaymentSettings),
  route("put", "/settings/payments", payments.savePaymentKeys),
  route("get", "/settings/security", staff.readStaffSecurity),
  route("put", "/settings/security", staff.saveStaffSecurity),
  route("get", "/staff", staff.listStaff),
  route("post", "/staff", staff.createStaff, { status: 201, answer: (member) => ({ staff: member }) }),
  route("put", "/staff/:id/permissions", staff.setStaffPermissions, {
    answer: (member) => ({ staff: member }),
  }),
  route("post", "/staff/:id/deactivate", staff.deactivateStaff, { answer: (member) => ({ staff: member }) }),
  route("post", "/staff/:id/activate", staff.activateStaff, { answer: (member) => ({ staff: member }) }),
  route("post", "/staff/:id/password", staff.resetStaffPassword, { answer: () => ({ success: true }) }),
]);
