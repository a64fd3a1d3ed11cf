CREATE TABLE `devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`brand` text NOT NULL,
	`model` text NOT NULL,
	`esim` integer NOT NULL,
	`note` text,
	`search_key` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devices_brand_model_idx` ON `devices` (`brand`,`model`);--> statement-breakpoint
CREATE INDEX `devices_search_key_idx` ON `devices` (`search_key`);