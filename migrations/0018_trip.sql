CREATE TABLE `esim_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`esim_id` integer NOT NULL,
	`level` text NOT NULL,
	`round` integer DEFAULT 0 NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`esim_id`) REFERENCES `esims`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `esim_alerts_level_uq` ON `esim_alerts` (`esim_id`,`level`,`round`);--> statement-breakpoint
ALTER TABLE `orders` ADD `kind` text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `topup_iccid` text;--> statement-breakpoint
CREATE INDEX `orders_topup_iccid_idx` ON `orders` (`topup_iccid`);--> statement-breakpoint
ALTER TABLE `products` ADD `kind` text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
CREATE INDEX `products_kind_package_idx` ON `products` (`kind`,`supplier_package`);--> statement-breakpoint
ALTER TABLE `users` ADD `esim_alert_emails` integer DEFAULT true NOT NULL;