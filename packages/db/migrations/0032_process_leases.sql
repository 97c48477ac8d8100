CREATE TABLE "game_server_leases" (
	"owner" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each owner's lease from its claims' latest: the rooms a process holds now stay its own across the change.
INSERT INTO "game_server_leases" ("owner", "lease_until", "renewed_at")
SELECT "owner", max("lease_until"), max("renewed_at") FROM "match_room_claims" GROUP BY "owner";--> statement-breakpoint
ALTER TABLE "match_room_claims" DROP COLUMN "lease_until";--> statement-breakpoint
ALTER TABLE "match_room_claims" DROP COLUMN "renewed_at";