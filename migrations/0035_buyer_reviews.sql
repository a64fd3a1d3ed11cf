ALTER TABLE `reviews` ADD `source` text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `reviews` ADD `order_id` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `trip_month` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `replied_at` integer;--> statement-breakpoint
CREATE INDEX `reviews_product_status_idx` ON `reviews` (`product_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_product_uq` ON `reviews` (`user_id`,`product_id`) WHERE user_id is not null;--> statement-breakpoint
-- Every review so far was typed in by staff and claimed "Verified": none is a buyer's, so none
-- stays verified, and they leave the storefront until staff publish them again as "Added by staff".
UPDATE `reviews` SET `verified` = 0, `source` = 'staff', `status` = 'hidden', `hidden_reason` = 'Typed in by staff before buyer reviews existed; publish it again to show it as added by staff', `featured` = 0;
