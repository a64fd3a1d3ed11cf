CREATE TABLE `credit_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`year` integer NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`amount_sen` integer NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_year_seq_uq` ON `credit_notes` (`year`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_uq` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE INDEX `credit_notes_order_idx` ON `credit_notes` (`order_id`);--> statement-breakpoint
CREATE INDEX `credit_notes_issued_idx` ON `credit_notes` (`issued_at`);--> statement-breakpoint
CREATE TABLE `einvoice_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`tax_id` text NOT NULL,
	`address` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `einvoice_requests_order_uq` ON `einvoice_requests` (`order_id`);--> statement-breakpoint
CREATE INDEX `einvoice_requests_created_idx` ON `einvoice_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`year` integer NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_order_uq` ON `receipts` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_year_seq_uq` ON `receipts` (`year`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number_uq` ON `receipts` (`number`);--> statement-breakpoint
CREATE INDEX `receipts_issued_idx` ON `receipts` (`issued_at`);