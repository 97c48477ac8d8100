DROP INDEX "matches_live_deadline_idx";--> statement-breakpoint
CREATE INDEX "matches_live_idx" ON "matches" USING btree ("id") WHERE "matches"."status" = 'in_progress';--> statement-breakpoint
-- A live match's row changes at every turn (current_turn, turn_count, turn_deadline). Keep the row small
-- (the state snapshot, about 2 kB, goes to the TOAST table whenever a row is over 256 bytes) and leave a fifth
-- of each page free, so those updates are HOT: written on the row's own page, with no new index entries.
ALTER TABLE "matches" SET (toast_tuple_target = 256, fillfactor = 80);
