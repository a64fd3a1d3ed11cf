-- Malay and Chinese versions of what staff write (decision 0046): nullable columns beside the
-- English, added in place (no table rebuild: D1 ignores PRAGMA foreign_keys=OFF). Plans also gain
-- an English description, which they had none of.
ALTER TABLE `page_content` ADD `title_ms` text;--> statement-breakpoint
ALTER TABLE `page_content` ADD `subtitle_ms` text;--> statement-breakpoint
ALTER TABLE `page_content` ADD `content_ms` text;--> statement-breakpoint
ALTER TABLE `page_content` ADD `title_zh` text;--> statement-breakpoint
ALTER TABLE `page_content` ADD `subtitle_zh` text;--> statement-breakpoint
ALTER TABLE `page_content` ADD `content_zh` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description` text;--> statement-breakpoint
ALTER TABLE `products` ADD `name_ms` text;--> statement-breakpoint
ALTER TABLE `products` ADD `name_zh` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_ms` text;--> statement-breakpoint
ALTER TABLE `products` ADD `description_zh` text;