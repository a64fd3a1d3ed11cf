-- Each chat room keeps its conversation in its Durable Object's own SQLite storage (decision 0083);
-- D1 keeps a copy for the staff list, unread counts, Today, exports and clean-up. A message's id is
-- its room's sequence number: the copy is keyed by (room, sequence), so a retried copy inserts
-- nothing twice. Existing rows keep their id as their sequence, so the ids clients already hold stay
-- valid once a room imports its history from here on first touch. No table is rebuilt.
ALTER TABLE `chat_messages` ADD `room_seq` integer;--> statement-breakpoint
UPDATE `chat_messages` SET `room_seq` = `id`;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_room_seq_idx` ON `chat_messages` (`room_id`,`room_seq`);
