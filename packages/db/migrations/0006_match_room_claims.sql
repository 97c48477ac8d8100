CREATE TABLE "match_room_claims" (
	"match_id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_room_claims" ADD CONSTRAINT "match_room_claims_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "room_owner";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "room_lease_until";