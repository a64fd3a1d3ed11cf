-- Issue 17 (decision 0015): indexes for every list sort and foreign-key check at 10x data, and daily
-- order figures kept by triggers so that analytics reads a few hundred rows, not every order.
CREATE INDEX `orders_total_idx` ON `orders` (`total_amount_sen`);--> statement-breakpoint
CREATE INDEX `orders_customer_name_idx` ON `orders` (`customer_name`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `cart_items_product_idx` ON `cart_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `users_state_idx` ON `users` (`deleted_at`,`active`,`banned`,`ban_expires_at`);--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_email_lower_idx` ON `users` (lower(`email`));--> statement-breakpoint
CREATE INDEX `users_username_lower_idx` ON `users` (lower(`username`));--> statement-breakpoint
CREATE INDEX `audit_logs_action_idx` ON `audit_logs` (`action`);--> statement-breakpoint
CREATE INDEX `audit_logs_target_type_idx` ON `audit_logs` (`target_type`);--> statement-breakpoint
CREATE INDEX `ban_logs_admin_idx` ON `ban_logs` (`admin_id`);--> statement-breakpoint
CREATE INDEX `ban_logs_expires_idx` ON `ban_logs` (`ban_expires_at`);--> statement-breakpoint
CREATE INDEX `contact_submissions_name_idx` ON `contact_submissions` (`name`);--> statement-breakpoint
CREATE INDEX `contact_submissions_email_idx` ON `contact_submissions` (`email`);--> statement-breakpoint
CREATE INDEX `partnership_requests_name_idx` ON `partnership_requests` (`name`);--> statement-breakpoint
CREATE INDEX `partnership_requests_company_idx` ON `partnership_requests` (`company`);--> statement-breakpoint
CREATE INDEX `partnership_requests_business_type_idx` ON `partnership_requests` (`business_type`);--> statement-breakpoint
CREATE TABLE `order_daily_stats` (
	`day` text NOT NULL,
	`status` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`revenue_sen` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `status`)
);
--> statement-breakpoint
INSERT INTO `order_daily_stats` (`day`, `status`, `orders`, `revenue_sen`)
	SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), `status`, count(*), coalesce(sum(`total_amount_sen`), 0)
	FROM `orders` GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER `order_daily_stats_insert` AFTER INSERT ON `orders` BEGIN
	INSERT INTO `order_daily_stats` (`day`, `status`, `orders`, `revenue_sen`)
	VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), NEW.`status`, 1, NEW.`total_amount_sen`)
	ON CONFLICT (`day`, `status`) DO UPDATE SET `orders` = `orders` + 1, `revenue_sen` = `revenue_sen` + excluded.`revenue_sen`;
END;--> statement-breakpoint
CREATE TRIGGER `order_daily_stats_delete` AFTER DELETE ON `orders` BEGIN
	UPDATE `order_daily_stats` SET `orders` = `orders` - 1, `revenue_sen` = `revenue_sen` - OLD.`total_amount_sen`
	WHERE `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch') AND `status` = OLD.`status`;
END;--> statement-breakpoint
CREATE TRIGGER `order_daily_stats_update` AFTER UPDATE OF `status`, `total_amount_sen`, `created_at` ON `orders` BEGIN
	UPDATE `order_daily_stats` SET `orders` = `orders` - 1, `revenue_sen` = `revenue_sen` - OLD.`total_amount_sen`
	WHERE `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch') AND `status` = OLD.`status`;
	INSERT INTO `order_daily_stats` (`day`, `status`, `orders`, `revenue_sen`)
	VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), NEW.`status`, 1, NEW.`total_amount_sen`)
	ON CONFLICT (`day`, `status`) DO UPDATE SET `orders` = `orders` + 1, `revenue_sen` = `revenue_sen` + excluded.`revenue_sen`;
END;
