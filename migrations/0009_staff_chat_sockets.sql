CREATE TABLE `chat_staff_sockets` (
	`admin_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`session_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`admin_id`, `room_id`, `session_hash`),
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `chat_rooms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_staff_sockets_session_idx` ON `chat_staff_sockets` (`session_hash`);--> statement-breakpoint
CREATE INDEX `chat_staff_sockets_created_idx` ON `chat_staff_sockets` (`created_at`);