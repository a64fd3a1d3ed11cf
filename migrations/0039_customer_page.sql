-- Closing a conversation and the back-office customer page (decision 0074). Indexes only: no table
-- is rebuilt and no row changes.
-- The staff chat lists open and closed conversations apart, each latest first.
CREATE INDEX `chat_rooms_status_updated_idx` ON `chat_rooms` (`status`,`updated_at`);--> statement-breakpoint
-- The customer page reads the audit rows about one account, its orders and its conversations.
CREATE INDEX `audit_logs_target_idx` ON `audit_logs` (`target_type`,`target_id`);
