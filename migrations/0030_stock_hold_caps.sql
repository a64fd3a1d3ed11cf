ALTER TABLE `orders` ADD `hold_client` text;--> statement-breakpoint
CREATE INDEX `orders_hold_client_idx` ON `orders` (`hold_client`,`status`);--> statement-breakpoint
INSERT OR IGNORE INTO `store_settings` (`key`, `value`) VALUES ('checkout_hold_rule', '{"minUnits":2,"sharePercent":20,"cooldownMinutes":15}');
