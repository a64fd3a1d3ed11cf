-- Seeded orders that refund honestly (decision 0076). An ADD COLUMN in place: no table is rebuilt,
-- so no order changes its id and nothing that references orders is touched (D1 ignores
-- PRAGMA foreign_keys=OFF). Who took an order's money: Stripe, or nobody (the seed's demo orders).
ALTER TABLE `orders` ADD `payment_provider` text DEFAULT 'stripe' NOT NULL CONSTRAINT "orders_payment_provider_known" CHECK("payment_provider" in ('stripe', 'seed'));--> statement-breakpoint
-- A database seeded before this column: the seed's demo orders carry its references
-- (worker/db/seed-demo.ts), never a Stripe payment intent id (those start pi_).
UPDATE `orders` SET `payment_provider` = 'seed' WHERE `payment_intent_id` LIKE 'demo\_order\_%' ESCAPE '\';
