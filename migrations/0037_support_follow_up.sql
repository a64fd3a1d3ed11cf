-- Support that follows up (decision 0070). Every change is an ADD COLUMN in place: no table is
-- rebuilt, so no row changes its id and nothing that references these tables is touched (D1
-- ignores PRAGMA foreign_keys=OFF, and a rebuild of chat_rooms would cascade into its messages).
-- A visitor's language, so the e-mail that carries a staff reply is written in it.
ALTER TABLE `chat_rooms` ADD `visitor_locale` text DEFAULT 'en' NOT NULL CONSTRAINT "chat_rooms_visitor_locale_known" CHECK("visitor_locale" in ('en', 'ms', 'zh-Hans'));--> statement-breakpoint
-- The language the contact form was sent in (its acknowledgement and staff's reply are written in
-- it), and when staff last answered it by e-mail.
ALTER TABLE `contact_submissions` ADD `locale` text DEFAULT 'en' NOT NULL CONSTRAINT "contact_submissions_locale_known" CHECK("locale" in ('en', 'ms', 'zh-Hans'));--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `replied_at` integer;--> statement-breakpoint
-- Where staff are with a partnership request; each change is audited.
ALTER TABLE `partnership_requests` ADD `status` text DEFAULT 'new' NOT NULL CONSTRAINT "partnership_requests_status_known" CHECK("status" in ('new', 'contacted', 'approved', 'declined'));--> statement-breakpoint
CREATE INDEX `partnership_requests_status_idx` ON `partnership_requests` (`status`,`submitted_at`);
