-- Analytics' days are Malaysia days (UTC+8, no daylight saving): the triggers that mark a day
-- stale name the Malaysian calendar day of the payment or order, and every per-day row computed on
-- UTC days is dropped and its days marked, so the first view recomputes them on Malaysia days.
-- Customer sign-up days (customers_by_day) stay as they are: their counts are over all time.
DROP TRIGGER IF EXISTS `sales_stale_order_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_order_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_order_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_item_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_item_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_item_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_order_placed_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_order_placed_update`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sales_stale_order_placed_delete`;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_insert` AFTER INSERT ON `orders` WHEN NEW.`paid_at` IS NOT NULL BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', NEW.`paid_at` / 1000 + 28800, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_update` AFTER UPDATE OF `paid_at`, `total_amount_sen`, `refunded_amount_sen` ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', NEW.`paid_at` / 1000 + 28800, 'unixepoch') WHERE NEW.`paid_at` IS NOT NULL
		UNION SELECT strftime('%Y-%m-%d', OLD.`paid_at` / 1000 + 28800, 'unixepoch') WHERE OLD.`paid_at` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_delete` AFTER DELETE ON `orders` WHEN OLD.`paid_at` IS NOT NULL BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', OLD.`paid_at` / 1000 + 28800, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_item_insert` AFTER INSERT ON `order_items` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', `paid_at` / 1000 + 28800, 'unixepoch') FROM `orders` WHERE `id` = NEW.`order_id` AND `paid_at` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_item_update` AFTER UPDATE OF `quantity`, `price_sen`, `refunded_amount_sen`, `product_id`, `order_id` ON `order_items` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', `paid_at` / 1000 + 28800, 'unixepoch') FROM `orders` WHERE `id` IN (NEW.`order_id`, OLD.`order_id`) AND `paid_at` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_item_delete` AFTER DELETE ON `order_items` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		SELECT strftime('%Y-%m-%d', `paid_at` / 1000 + 28800, 'unixepoch') FROM `orders` WHERE `id` = OLD.`order_id` AND `paid_at` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_placed_insert` AFTER INSERT ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000 + 28800, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_placed_update` AFTER UPDATE OF `status`, `created_at` ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`)
		VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000 + 28800, 'unixepoch')), (strftime('%Y-%m-%d', OLD.`created_at` / 1000 + 28800, 'unixepoch'));
END;--> statement-breakpoint
CREATE TRIGGER `sales_stale_order_placed_delete` AFTER DELETE ON `orders` BEGIN
	INSERT OR IGNORE INTO `sales_days_stale` (`day`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000 + 28800, 'unixepoch'));
END;--> statement-breakpoint
DELETE FROM `sales_by_day`;--> statement-breakpoint
DELETE FROM `sales_by_day_plan`;--> statement-breakpoint
DELETE FROM `orders_by_day_status`;--> statement-breakpoint
DELETE FROM `sales_days_stale`;--> statement-breakpoint
INSERT OR IGNORE INTO `sales_days_stale` (`day`)
	SELECT DISTINCT strftime('%Y-%m-%d', `paid_at` / 1000 + 28800, 'unixepoch') FROM `orders` WHERE `paid_at` IS NOT NULL
	UNION SELECT DISTINCT strftime('%Y-%m-%d', `created_at` / 1000 + 28800, 'unixepoch') FROM `orders`;
