import { and, eq } from "drizzle-orm";
import type { Locale } from "../../../app/lib/locale";
import type { EsimStatus, EsimView, OrderDeliveryView, ShipmentView } from "../../../app/schemas/esim";
import { deliveryEstimate, trackingUrl } from "../../../app/schemas/shipping";
import type { Database } from "../../db/client";
import { esims, orderItems, orders, products } from "../../db/schema";
import { serverT } from "../../i18n/catalogues";
import type { EsimSupplier } from "../../integrations/esim";
import { type Actor, auditInsert } from "../audit/log";
import { NotFoundError } from "../errors";
import { androidInstallUrl, iphoneInstallUrl, qrSvg } from "../fulfilment/install";
import { fulfilmentLines, lineFinished } from "../fulfilment/rows";
import { readShippingRules } from "../shipping/rules";
import { lineName } from "./line-name";

/**
 * The delivery of one order: eSIMs with their codes, QR and live usage, and physical SIM tracking.
 * `ownerId` set: only that customer's order (anyone else's id is a 404, as if it did not exist);
 * null: staff, who may see every order. Plans are named in `locale` (decision 0075; English for
 * staff and the JSON API).
 */
export async function orderDelivery(
  db: Database,
  supplier: EsimSupplier,
  which: { orderId: number; ownerId: number | null; locale?: Locale },
): Promise<OrderDeliveryView> {
  const { orderId, ownerId, locale = "en" } = which;
  const order = await db
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(
      ownerId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, ownerId)),
    )
    .get();
  if (!order) throw new NotFoundError("Order not found");
  const [rows, lines, names] = await Promise.all([
    db
      .select({ esim: esims, productName: lineName(locale) })
      .from(esims)
      .innerJoin(orderItems, eq(orderItems.id, esims.orderItemId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(esims.orderId, orderId))
      .orderBy(esims.id),
    fulfilmentLines(db, orderId),
    db
      .select({ id: orderItems.id, name: lineName(locale) })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId)),
  ]);
  const nameOf = new Map(names.map((line) => [line.id, line.name]));
  const views: EsimView[] = await Promise.all(
    rows.map(async ({ esim, productName }): Promise<EsimView> => {
      const base = {
        id: esim.id,
        productName,
        iccid: esim.iccid,
        usage: await supplier.usage(esim.iccid).catch(() => null),
      };
      const status = esimStatusOf(esim.status);
      // The status is the answer; the sentence beside it is the JSON API's, in the catalogue's English.
      if (status !== "issued") return { ...base, status, message: serverT("en")("install.withdrawn") };
      return {
        ...base,
        status,
        smdpAddress: esim.smdpAddress,
        activationCode: esim.activationCode,
        lpa: esim.lpa,
        apn: esim.apn,
        qrSvg: qrSvg(esim.lpa),
        iphoneInstallUrl: iphoneInstallUrl(esim.lpa),
        androidInstallUrl: androidInstallUrl(esim.lpa),
      };
    }),
  );
  const shipments: ShipmentView[] = lines
    .filter((l) => l.kind === "Physical SIM")
    .map((l) => ({
      orderItemId: l.orderItemId,
      productName: nameOf.get(l.orderItemId) ?? l.productName,
      status: l.status === "shipped" || l.status === "delivered" ? l.status : "waiting",
      carrier: l.carrier,
      trackingNumber: l.trackingNumber,
      trackingUrl: trackingUrl(l.carrier, l.trackingNumber),
      shippedAt: l.shippedAt?.toISOString() ?? null,
      deliveredAt: l.deliveredAt?.toISOString() ?? null,
    }));
  // When the SIM should arrive, counted in working days from payment (the shop's own estimate).
  const estimate =
    shipments.length > 0 && order.paidAt && order.shippingAddress
      ? deliveryEstimate(
          (await readShippingRules(db)).delivery,
          order.shippingAddress.state,
          order.paidAt.getTime(),
        )
      : null;
  return {
    orderId: order.id,
    status: order.status,
    esims: views,
    shipments,
    estimate,
    pendingEsimLines: lines.filter((l) => l.kind === "eSIM" && !lineFinished(l)).length,
  };
}

/**
 * An order's delivery as staff read it. Its activation codes are what installs a paid eSIM, so a
 * staff member reading them leaves one audit row (when there were codes to read).
 */
export async function orderDeliveryForStaff(
  db: Database,
  supplier: EsimSupplier,
  actor: Actor,
  orderId: number,
): Promise<OrderDeliveryView> {
  const view = await orderDelivery(db, supplier, { orderId, ownerId: null });
  const readable = view.esims.filter((esim) => esim.status === "issued").length;
  if (readable > 0) {
    await auditInsert(db, actor, {
      action: "ESIM_CODES_VIEWED",
      targetType: "order",
      targetId: orderId,
      details: { esims: readable },
    });
  }
  return view;
}

/** The column is free text: anything but "issued" withdraws the codes (fail closed). */
export function esimStatusOf(raw: string): EsimStatus {
  return raw === "issued" || raw === "cancelled" ? raw : "refunded";
}
