-- Written on every change of a match row and read by nothing. It sat after the state snapshot (stored inline,
-- ≈ 1.8 kB), so every turn change's WAL record carried the snapshot too: 28 % of the log's bytes per move.
ALTER TABLE "matches" DROP COLUMN "updated_at";
