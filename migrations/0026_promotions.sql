CREATE TABLE `cart_promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text,
	`user_id` integer,
	`promotion_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_promotions_owner" CHECK(("cart_promotions"."session_id" is null) <> ("cart_promotions"."user_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_promotions_session_uq` ON `cart_promotions` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_promotions_user_uq` ON `cart_promotions` (`user_id`);--> statement-breakpoint
CREATE INDEX `cart_promotions_promotion_idx` ON `cart_promotions` (`promotion_id`);--> statement-breakpoint
CREATE TABLE `promotion_guard` (
	`ok` integer NOT NULL,
	CONSTRAINT "promotion_guard_never_written" CHECK("promotion_guard"."ok" = 1)
);
--> statement-breakpoint
CREATE TABLE `promotion_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`promotion_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`user_id` integer,
	`state` text DEFAULT 'held' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_redemptions_order_uq` ON `promotion_redemptions` (`order_id`);--> statement-breakpoint
CREATE INDEX `promotion_redemptions_promotion_idx` ON `promotion_redemptions` (`promotion_id`,`state`);--> statement-breakpoint
CREATE INDEX `promotion_redemptions_user_idx` ON `promotion_redemptions` (`user_id`,`promotion_id`,`state`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`min_subtotal_sen` integer DEFAULT 0 NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`max_redemptions` integer,
	`per_customer` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_code_uq` ON `promotions` (`code`);--> statement-breakpoint
CREATE INDEX `promotions_created_idx` ON `promotions` (`created_at`);--> statement-breakpoint
ALTER TABLE `admin_permissions` ADD `can_manage_promotions` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `subtotal_amount_sen` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_amount_sen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_code` text;--> statement-breakpoint
UPDATE `orders` SET `subtotal_amount_sen` = `total_amount_sen` WHERE `subtotal_amount_sen` IS NULL;
