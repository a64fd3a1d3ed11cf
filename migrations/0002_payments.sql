-- Payments (issue 12, decision 0011): Stripe Checkout in ringgit, stock reservation, processed-once
-- webhook events, refunds and customer refund requests. Only ADD COLUMN and new tables (D1 ignores
-- PRAGMA foreign_keys=OFF, so no table that others reference is rebuilt).
ALTER TABLE `orders` ADD `stripe_checkout_session_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `currency` text DEFAULT 'myr' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipping_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_amount_sen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `stock_state` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_session_uq` ON `orders` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE INDEX `orders_payment_intent_idx` ON `orders` (`payment_intent_id`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `product_name` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `product_type` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `refunded_amount_sen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `order_items` SET `product_name` = (SELECT `name` FROM `products` WHERE `products`.`id` = `order_items`.`product_id`), `product_type` = (SELECT `type` FROM `products` WHERE `products`.`id` = `order_items`.`product_id`);--> statement-breakpoint
ALTER TABLE `admin_permissions` ADD `can_refund_orders` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`order_id` integer,
	`outcome` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stripe_events_order_idx` ON `stripe_events` (`order_id`);--> statement-breakpoint
CREATE TABLE `stock_guard` (
	`ok` integer NOT NULL,
	CONSTRAINT "stock_guard_never_written" CHECK("stock_guard"."ok" = 1)
);
--> statement-breakpoint
CREATE TABLE `refund_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`decided_by` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_requests_open_uq` ON `refund_requests` (`order_id`) WHERE "refund_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX `refund_requests_status_idx` ON `refund_requests` (`status`,`created_at`);
