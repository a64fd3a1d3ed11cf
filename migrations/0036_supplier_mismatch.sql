ALTER TABLE `orders` ADD `supplier_mismatch` text;--> statement-breakpoint
CREATE INDEX `orders_supplier_mismatch_idx` ON `orders` (`created_at`) WHERE "orders"."supplier_mismatch" is not null;
