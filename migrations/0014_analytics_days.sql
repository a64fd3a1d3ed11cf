CREATE TABLE `customer_days_stale` (
	`day` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `customers_by_day` (
	`day` text PRIMARY KEY NOT NULL,
	`customers` integer NOT NULL,
	`deleted` integer NOT NULL,
	`active` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orders_by_day_status` (
	`day` text NOT NULL,
	`status` text NOT NULL,
	`orders` integer NOT NULL,
	PRIMARY KEY(`day`, `status`)
);
--> statement-breakpoint
CREATE TABLE `sales_by_day` (
	`day` text PRIMARY KEY NOT NULL,
	`orders` integer NOT NULL,
	`gross_sen` integer NOT NULL,
	`refunded_sen` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `users_banned_idx` ON `users` (`banned`,`deleted_at`,`ban_expires_at`,`active`);--> statement-breakpoint
-- Every day with an order paid or placed on it, and every sign-up day, is stale at first: Analytics
-- computes a day's rows when first asked.
INSERT OR IGNORE INTO `sales_days_stale` (`day`)
	SELECT DISTINCT strftime('%Y-%m-%d', `paid_at` / 1000, 'unixepoch') FROM `orders` WHERE `paid_at` IS NOT NULL
	UNION SELECT DISTINCT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch') FROM `orders`;--> statement-breakpoint
INSERT OR IGNORE INTO `customer_days_stale` (`day`)
	SELECT DISTINCT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch') FROM `users`;--> statement-breakpoint
-- Orders by status count by the day an order was placed; the triggers of 0013 name the day it was paid.
CREATE TRIGGER `sales_stale_order_placed_insert` AFTER INSERT ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_placed_update` AFTER UPDATE OF `status`, `created_at` ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch')), (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_placed_delete` AFTER DELETE ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `customer_stale_insert` AFTER INSERT ON `users` BEGIN
	INSERT OR IGNORE INTO `customer_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `customer_stale_update` AFTER UPDATE OF `created_at`, `deleted_at`, `active` ON `users` BEGIN
	INSERT OR IGNORE INTO `customer_days_stale` (`day`)
		VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch')), (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `customer_stale_delete` AFTER DELETE ON `users` BEGIN
	INSERT OR IGNORE INTO `customer_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'));
END;
