-- A purchased line's name in Malay and Chinese, kept beside the English one at purchase
-- (decision 0075), so pages, receipts and e-mails name it in the reader's language without a later
-- catalogue edit changing an order. ADD COLUMN in place: order_items is never rebuilt (D1 ignores
-- PRAGMA foreign_keys=OFF, and refunds and analytics point at its rows). Null on older lines: they
-- are named from the plan's translation, else the English snapshot.
ALTER TABLE `order_items` ADD `product_name_ms` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `product_name_zh` text;
