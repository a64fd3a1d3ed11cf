DROP INDEX `orders_created_idx`;--> statement-breakpoint
DROP INDEX `orders_paid_at_idx`;--> statement-breakpoint
CREATE INDEX `orders_created_status_idx` ON `orders` (`created_at`,`status`);--> statement-breakpoint
CREATE INDEX `orders_paid_sales_idx` ON `orders` (`paid_at`,`total_amount_sen`,`refunded_amount_sen`);