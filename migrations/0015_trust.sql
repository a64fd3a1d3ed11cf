CREATE TABLE `dev_mailbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dev_mailbox_to_idx` ON `dev_mailbox` (lower("to_address"),`id`);--> statement-breakpoint
CREATE TABLE `known_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_kind` text NOT NULL,
	`account_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `known_devices_token_uq` ON `known_devices` (`token_hash`);--> statement-breakpoint
CREATE INDEX `known_devices_account_idx` ON `known_devices` (`account_kind`,`account_id`);--> statement-breakpoint
ALTER TABLE `admin_permissions` ADD `can_read_emails` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `place` text;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `last_seen_at` integer;--> statement-breakpoint
ALTER TABLE `user_sessions` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `user_sessions` ADD `place` text;--> statement-breakpoint
ALTER TABLE `user_sessions` ADD `last_seen_at` integer;