// The soak's traffic: what guests, customers and staff do, each step a request timed under its
// kind. `shop` holds what the run has made so far (customers, paid orders, chat rooms).
import { Visitor } from "./client.mjs";

const SHIPPING = {
  address: "12 Jalan Ampang",
  city: "Kuala Lumpur",
  state: "Wilayah Persekutuan",
  postalCode: "50450",
  country: "Malaysia",
};
const SEARCHES = ["japan", "Jepun", "東京", "thai", "europe", "korea", "unlimited", "bali"];
const pick = (items) => items[Math.floor(Math.random() * items.length)];

function guestPages(shop) {
  const plan = pick(shop.esims).slug;
  return [
    "/",
    "/shop",
    `/plans/${plan}`,
    "/esim/japan",
    "/destinations",
    "/about",
    "/ms/shop",
    "/zh",
    "/compatibility",
  ];
}

export async function browse(shop) {
  const guest = new Visitor(shop.origin, shop.stats);
  await guest.request("page (guest, edge cache)", "GET", pick(guestPages(shop)));
}

export async function search(shop) {
  const guest = new Visitor(shop.origin, shop.stats);
  await guest.request("search plans", "GET", `/api/products?q=${encodeURIComponent(pick(SEARCHES))}`);
  await guest.request(
    "search destinations",
    "GET",
    `/api/destinations?q=${encodeURIComponent(pick(SEARCHES))}`,
  );
}

export async function guestCart(shop) {
  const guest = new Visitor(shop.origin, shop.stats);
  const added = await guest.request("cart", "POST", "/api/cart", {
    body: {
      productId: pick(shop.esims).id,
      quantity: 1,
    },
  });
  if (!added.ok) return;
  const lines = (await guest.request("cart", "GET", "/api/cart")).data ?? [];
  const line = lines[0];
  if (!line) return;
  await guest.request("cart", "PUT", `/api/cart/${line.id}`, { body: { quantity: 2 } });
  await guest.request("page (guest with a cart)", "GET", "/shop");
  await guest.request("page (guest with a cart)", "GET", "/cart");
  await guest.request("cart", "DELETE", `/api/cart/${line.id}`);
}

let serial = 0;
async function signUp(shop) {
  serial += 1;
  const customer = new Visitor(shop.origin, shop.stats);
  const account = {
    username: `soak${shop.runId}${serial}`,
    email: `soak${shop.runId}${serial}@example.com`,
    password: `Soak-pass-${serial}`,
  };
  const made = await customer.request("sign-up", "POST", "/api/auth/register", {
    body: {
      ...account,
      confirmPassword: account.password,
    },
  });
  if (!made.ok) return null;
  const entry = { ...account, visitor: customer, id: made.data.user.id };
  shop.customers.push(entry);
  return entry;
}

export async function signIn(shop) {
  const known = shop.customers.filter((c) => !c.signedInAgain);
  const customer = known.length ? pick(known) : await signUp(shop);
  if (!customer) return;
  customer.signedInAgain = true; // one more device per account keeps within the new-device limit
  const phone = new Visitor(shop.origin, shop.stats);
  const login = await phone.request("sign-in", "POST", "/api/auth/login", {
    body: {
      emailOrUsername: customer.username,
      password: customer.password,
    },
  });
  if (!login.ok) return;
  await phone.request("account", "GET", "/api/user/profile");
  await phone.request("page (signed in)", "GET", "/my-orders");
  await phone.request("account", "GET", "/api/user/orders");
  await phone.request("sign-out", "POST", "/api/auth/logout");
}

/** Pay an open Stripe session on the stand-in's hosted page; its signed webhook reaches the shop. */
async function pay(shop, customer, started, kind) {
  if (!started.ok) return;
  const paid = await customer.visitor.request(
    "pay (Stripe stand-in)",
    "POST",
    `${started.data.url}/complete`,
    { expect: [303] },
  );
  if (paid.status === 303)
    shop.paid.push({ orderId: started.data.orderId, customer, kind, sessionUrl: started.data.url });
}

/** A new customer buys a plan (now and then with a physical SIM, while stock lasts) and pays. */
export async function buy(shop) {
  const customer = await signUp(shop);
  if (!customer) return;
  const { visitor } = customer;
  await visitor.request("cart", "POST", "/api/cart", {
    body: { productId: pick(shop.esims).id, quantity: 1 },
  });
  const physical = Boolean(shop.physical) && shop.physicalLeft > 0 && Math.random() < 0.2;
  if (physical) {
    shop.physicalLeft -= 1;
    await visitor.request("cart", "POST", "/api/cart", {
      body: { productId: shop.physical.productId, quantity: 1 },
    });
  }
  await visitor.request("page (signed in with a cart)", "GET", "/checkout");
  const started = await visitor.request("checkout", "POST", "/api/checkout", {
    body: {
      customerName: "Soak Traveller",
      customerEmail: customer.email,
      deviceConfirmed: true,
      ...(physical ? SHIPPING : {}),
    },
  });
  await pay(shop, customer, started, physical ? "plan + SIM" : "plan");
}

/** The owner of a delivered eSIM tops it up. */
export async function topUp(shop) {
  const owners = shop.paid.filter((p) => p.kind === "plan" && !p.customer.toppedUp && p.delivered);
  if (owners.length === 0) return;
  const { customer } = pick(owners);
  customer.toppedUp = true;
  const esims = (await customer.visitor.request("my eSIMs", "GET", "/api/user/esims")).data;
  const iccid = esims?.items?.[0]?.iccid;
  if (!iccid) return;
  const offers = (await customer.visitor.request("top-up offers", "GET", `/api/user/esims/${iccid}/topups`))
    .data;
  const offer = offers?.items?.[0];
  if (!offer) return;
  const started = await customer.visitor.request("top-up", "POST", `/api/user/esims/${iccid}/topups`, {
    body: {
      topupId: offer.id,
    },
  });
  await pay(shop, customer, started, "top-up");
}

export async function customerChat(shop) {
  const customer = shop.customers.length ? pick(shop.customers) : await signUp(shop);
  if (!customer) return;
  if (!customer.roomId) {
    const room = await customer.visitor.request("chat", "POST", "/api/chat/room");
    if (!room.ok) return;
    customer.roomId = room.data.id;
    shop.rooms.push(room.data.id);
  }
  await customer.visitor.request("chat", "POST", "/api/chat/send", {
    body: {
      roomId: customer.roomId,
      message: `Soak question ${serial} about my eSIM`,
    },
  });
  await customer.visitor.request("chat", "GET", `/api/chat/messages/${customer.roomId}`);
}

/** One step of the staff member's day: lists, an order, a chat answer, shipping, goodwill. */
export async function staffStep(shop, step) {
  const staff = shop.staff;
  const task = step % 6;
  if (task === 0) await staff.request("back office lists", "GET", "/api/admin/orders?page=1&pageSize=20");
  if (task === 1) await staff.request("back office lists", "GET", `/api/admin/users?q=soak${shop.runId}`);
  if (task === 2)
    await staff.request("back office pages", "GET", pick(["/admin", "/admin/orders", "/admin/chat"]));
  if (task === 3) {
    const rooms = (await staff.request("back office lists", "GET", "/api/admin/chat/rooms")).data ?? [];
    const waiting = rooms.find((r) => r.waitingSince);
    if (waiting) {
      await staff.request("staff chat", "POST", "/api/admin/chat/send", {
        body: {
          roomId: waiting.id,
          message: "Thanks for asking: your eSIM is ready to install.",
        },
      });
    }
  }
  if (task === 4) await shipOne(shop);
  if (task === 5 && shop.customers.length) {
    await staff.request("staff actions", "POST", `/api/admin/users/${pick(shop.customers).id}/credit`, {
      body: {
        amount: 100,
        reason: "Soak goodwill",
      },
      expect: [201],
    });
  }
}

/** Staff post the physical SIM of one paid order and mark its line shipped. */
async function shipOne(shop) {
  const order = shop.paid.find((p) => p.kind === "plan + SIM" && !p.shipped);
  if (!order) return;
  const detail = (await shop.staff.request("back office order", "GET", `/api/admin/orders/${order.orderId}`))
    .data;
  if (detail?.status !== "paid" && detail?.status !== "delivered") return;
  const line = detail.items.find((item) => item.type === "Physical SIM");
  order.shipped = true;
  await shop.staff.request(
    "staff actions",
    "POST",
    `/api/admin/orders/${order.orderId}/items/${line.id}/ship`,
    {
      body: {
        carrier: "Pos Laju",
        trackingNumber: `EE${order.orderId}MY`,
      },
    },
  );
}
