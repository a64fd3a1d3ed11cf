-- Order lifecycle (decision 0009): "fulfilled" becomes "delivered"; every status move is an event.
UPDATE `orders` SET `status` = 'delivered' WHERE `status` = 'fulfilled';--> statement-breakpoint
ALTER TABLE `orders` ADD `updated_at` integer;--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`cause` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`id`);
