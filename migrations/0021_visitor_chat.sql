-- Visitor chat (decision 0040): a room may belong to a visitor with no account, so user_id becomes
-- nullable and the room keeps the visitor's name, e-mail and the hash of their cookie's token.
-- D1 ignores PRAGMA foreign_keys=OFF, and dropping chat_rooms while chat_messages and
-- chat_staff_sockets still point at it would cascade-delete every message. So the two children are
-- copied into new tables that point at the new rooms table first, the old tables are dropped
-- children first (nothing cascades), and the renames carry the references along.
CREATE TABLE `__new_chat_rooms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`waiting_since` integer,
	`visitor_name` text,
	`visitor_email` text,
	`visitor_token_hash` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "chat_rooms_owner" CHECK("user_id" is not null or ("visitor_token_hash" is not null and "visitor_email" is not null))
);
--> statement-breakpoint
INSERT INTO `__new_chat_rooms`("id", "user_id", "status", "created_at", "updated_at", "waiting_since") SELECT "id", "user_id", "status", "created_at", "updated_at", "waiting_since" FROM `chat_rooms`;--> statement-breakpoint
CREATE TABLE `__new_chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`sender_type` text NOT NULL,
	`message` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`delivered_at` integer,
	`read_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`room_id`) REFERENCES `__new_chat_rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_chat_messages`("id", "room_id", "sender_id", "sender_type", "message", "is_read", "delivered_at", "read_at", "created_at") SELECT "id", "room_id", "sender_id", "sender_type", "message", "is_read", "delivered_at", "read_at", "created_at" FROM `chat_messages`;--> statement-breakpoint
CREATE TABLE `__new_chat_staff_sockets` (
	`admin_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`session_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`admin_id`, `room_id`, `session_hash`),
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `__new_chat_rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_chat_staff_sockets`("admin_id", "room_id", "session_hash", "created_at") SELECT "admin_id", "room_id", "session_hash", "created_at" FROM `chat_staff_sockets`;--> statement-breakpoint
DROP TABLE `chat_staff_sockets`;--> statement-breakpoint
DROP TABLE `chat_messages`;--> statement-breakpoint
DROP TABLE `chat_rooms`;--> statement-breakpoint
ALTER TABLE `__new_chat_rooms` RENAME TO `chat_rooms`;--> statement-breakpoint
ALTER TABLE `__new_chat_messages` RENAME TO `chat_messages`;--> statement-breakpoint
ALTER TABLE `__new_chat_staff_sockets` RENAME TO `chat_staff_sockets`;--> statement-breakpoint
CREATE INDEX `chat_rooms_waiting_idx` ON `chat_rooms` (`waiting_since`);--> statement-breakpoint
CREATE INDEX `chat_rooms_user_status_idx` ON `chat_rooms` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `chat_rooms_updated_idx` ON `chat_rooms` (`updated_at`);--> statement-breakpoint
CREATE INDEX `chat_rooms_user_idx` ON `chat_rooms` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_rooms_visitor_token_idx` ON `chat_rooms` (`visitor_token_hash`);--> statement-breakpoint
CREATE INDEX `chat_messages_room_created_idx` ON `chat_messages` (`room_id`,`id`);--> statement-breakpoint
CREATE INDEX `chat_messages_room_unread_idx` ON `chat_messages` (`room_id`,`sender_type`,`is_read`);--> statement-breakpoint
CREATE INDEX `chat_messages_unread_user_idx` ON `chat_messages` (`room_id`) WHERE "chat_messages"."sender_type" = 'user' and "chat_messages"."is_read" = 0;--> statement-breakpoint
CREATE INDEX `chat_staff_sockets_session_idx` ON `chat_staff_sockets` (`session_hash`);--> statement-breakpoint
CREATE INDEX `chat_staff_sockets_created_idx` ON `chat_staff_sockets` (`created_at`);
