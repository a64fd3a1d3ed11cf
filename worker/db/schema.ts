// The database's tables, one file per domain under ./schema; this module is what drizzle-kit and
// the services read. Timestamps are unix milliseconds; money is integer sen (1 RM = 100 sen).
export * from "./schema/accounts";
export * from "./schema/catalogue";
export * from "./schema/chat";
export * from "./schema/content";
export * from "./schema/credit";
export * from "./schema/fulfilment";
export * from "./schema/mail";
export * from "./schema/orders";
export * from "./schema/payments";
export * from "./schema/promotions";
export * from "./schema/rate-limits";
export * from "./schema/receipts";
export * from "./schema/vocabulary";
