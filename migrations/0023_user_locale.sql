-- The language a customer's e-mails are written in (en | ms | zh-Hans). Added in place, not by
-- rebuilding users: every customer row keeps its id and the tables that reference it stay untouched.
-- SQLite checks a column CHECK on ADD COLUMN; existing rows take the default 'en'.
ALTER TABLE `users` ADD `locale` text DEFAULT 'en' NOT NULL CONSTRAINT "users_locale_known" CHECK("locale" in ('en', 'ms', 'zh-Hans'));
