-- Issue 15: Analytics sums the orders themselves over its window (paid minus refunded, by the day
-- of payment), served by an index on paid_at; the daily figures kept by triggers since 0007 could
-- not tell a refund from a sale, so they go with their triggers. Chat rooms carry when their
-- customer started waiting (backfilled from the messages), and unread customer messages get an
-- index of their own for the count on every admin page.
DROP TRIGGER `order_daily_stats_insert`;--> statement-breakpoint
DROP TRIGGER `order_daily_stats_delete`;--> statement-breakpoint
DROP TRIGGER `order_daily_stats_update`;--> statement-breakpoint
DROP TABLE `order_daily_stats`;--> statement-breakpoint
ALTER TABLE `chat_rooms` ADD `waiting_since` integer;--> statement-breakpoint
UPDATE `chat_rooms` SET `waiting_since` = (
	SELECT min(m.`created_at`) FROM `chat_messages` m
	WHERE m.`room_id` = `chat_rooms`.`id` AND m.`sender_type` = 'user' AND m.`id` > coalesce(
		(SELECT max(a.`id`) FROM `chat_messages` a WHERE a.`room_id` = `chat_rooms`.`id` AND a.`sender_type` = 'admin'), 0)
);--> statement-breakpoint
CREATE INDEX `chat_rooms_waiting_idx` ON `chat_rooms` (`waiting_since`);--> statement-breakpoint
CREATE INDEX `chat_messages_unread_user_idx` ON `chat_messages` (`room_id`) WHERE "chat_messages"."sender_type" = 'user' and "chat_messages"."is_read" = 0;--> statement-breakpoint
CREATE INDEX `orders_paid_at_idx` ON `orders` (`paid_at`);
