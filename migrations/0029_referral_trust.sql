ALTER TABLE `users` ADD `referral_refused` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `card_fingerprint` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `disputed_at` integer;--> statement-breakpoint
CREATE INDEX `orders_card_fingerprint_idx` ON `orders` (`card_fingerprint`,`user_id`);--> statement-breakpoint
CREATE TABLE `credit_clawbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`grant_id` integer NOT NULL,
	`order_id` integer,
	`cause` text NOT NULL,
	`amount_sen` integer NOT NULL,
	`recovered_sen` integer NOT NULL,
	`owed_sen` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`grant_id`) REFERENCES `credit_grants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "credit_clawbacks_amounts" CHECK("credit_clawbacks"."recovered_sen" >= 0 and "credit_clawbacks"."owed_sen" >= 0 and "credit_clawbacks"."recovered_sen" + "credit_clawbacks"."owed_sen" <= "credit_clawbacks"."amount_sen")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_clawbacks_grant_uq` ON `credit_clawbacks` (`grant_id`);--> statement-breakpoint
CREATE INDEX `credit_clawbacks_user_idx` ON `credit_clawbacks` (`user_id`,`created_at`);
