CREATE TABLE `sales_by_day_plan` (
	`day` text NOT NULL,
	`product_id` integer NOT NULL,
	`product_name` text,
	`quantity` integer NOT NULL,
	`net_sen` integer NOT NULL,
	PRIMARY KEY(`day`, `product_id`)
);
--> statement-breakpoint
CREATE TABLE `sales_days_stale` (
	`day` text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- Every day with a paid order is stale at first: Analytics computes a day's rows when first asked.
INSERT INTO `sales_days_stale` (`day`)
	SELECT DISTINCT strftime('%Y-%m-%d', `paid_at` / 1000, 'unixepoch') FROM `orders` WHERE `paid_at` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_insert` AFTER INSERT ON `orders` WHEN NEW.`paid_at` IS NOT NULL BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', NEW.`paid_at` / 1000, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_update` AFTER UPDATE OF `paid_at`, `total_amount_sen`, `refunded_amount_sen` ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', NEW.`paid_at` / 1000, 'unixepoch') WHERE NEW.`paid_at` IS NOT NULL
		UNION SELECT strftime('%Y-%m-%d', OLD.`paid_at` / 1000, 'unixepoch') WHERE OLD.`paid_at` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_delete` AFTER DELETE ON `orders` WHEN OLD.`paid_at` IS NOT NULL BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', OLD.`paid_at` / 1000, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_item_insert` AFTER INSERT ON `order_items` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', `paid_at` / 1000, 'unixepoch') FROM `orders` WHERE `id` = NEW.`order_id` AND `paid_at` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_item_update` AFTER UPDATE OF `quantity`, `price_sen`, `refunded_amount_sen`, `product_id`, `order_id` ON `order_items` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', `paid_at` / 1000, 'unixepoch') FROM `orders` WHERE `id` IN (NEW.`order_id`, OLD.`order_id`) AND `paid_at` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_item_delete` AFTER DELETE ON `order_items` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', `paid_at` / 1000, 'unixepoch') FROM `orders` WHERE `id` = OLD.`order_id` AND `paid_at` IS NOT NULL;
END;
