CREATE TABLE `order_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`order_item_id` integer,
	`stripe_refund_id` text NOT NULL,
	`amount_sen` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_stripe_uq` ON `order_refunds` (`stripe_refund_id`);--> statement-breakpoint
CREATE INDEX `order_refunds_order_idx` ON `order_refunds` (`order_id`,`id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `stripe_charge_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method_brand` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method_last4` text;