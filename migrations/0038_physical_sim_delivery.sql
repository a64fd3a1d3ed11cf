-- A posted SIM is `shipped` until staff say it arrived (decision 0072): when that was.
ALTER TABLE `fulfilments` ADD `delivered_at` integer;--> statement-breakpoint
-- Today's "not shipped within a working day" reads the Physical SIM lines still waiting from this index.
CREATE INDEX `fulfilments_kind_status_idx` ON `fulfilments` (`kind`,`status`);
