CREATE TABLE `credit_grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_sen` integer NOT NULL,
	`remaining_sen` integer NOT NULL,
	`note` text,
	`source_order_id` integer,
	`granted_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`granted_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "credit_grants_amounts" CHECK("credit_grants"."amount_sen" > 0 and "credit_grants"."remaining_sen" between 0 and "credit_grants"."amount_sen")
);
--> statement-breakpoint
CREATE INDEX `credit_grants_user_idx` ON `credit_grants` (`user_id`,`expires_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_grants_referral_uq` ON `credit_grants` (`source_order_id`) WHERE kind = 'referral';--> statement-breakpoint
CREATE INDEX `credit_grants_source_idx` ON `credit_grants` (`source_order_id`);--> statement-breakpoint
CREATE TABLE `credit_guard` (
	`ok` integer NOT NULL,
	CONSTRAINT "credit_guard_never_written" CHECK("credit_guard"."ok" = 1)
);
--> statement-breakpoint
CREATE TABLE `credit_spends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`grant_id` integer NOT NULL,
	`amount_sen` integer NOT NULL,
	`state` text DEFAULT 'held' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`grant_id`) REFERENCES `credit_grants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_spends_order_grant_uq` ON `credit_spends` (`order_id`,`grant_id`);--> statement-breakpoint
CREATE INDEX `credit_spends_user_idx` ON `credit_spends` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_spends_grant_idx` ON `credit_spends` (`grant_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `referral_discount_sen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_amount_sen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `credit_refunded_sen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_referral_idx` ON `orders` (`referral_discount_sen`,`paid_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `referral_code` text;--> statement-breakpoint
ALTER TABLE `users` ADD `referred_by_user_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_referral_code_uq` ON `users` (`referral_code`);--> statement-breakpoint
CREATE INDEX `users_referred_by_idx` ON `users` (`referred_by_user_id`);--> statement-breakpoint
UPDATE `users` SET `referral_code` = lower(hex(randomblob(5))) WHERE `referral_code` IS NULL;