-- When the owner last claimed or renewed the match, by the owner's own clock: a renewal sent just before its
-- owner died can reach PostgreSQL after the death, so the lease's (PostgreSQL's) time overstated when the owner
-- was last reachable, and a match taken over gave its turn back too little time.
ALTER TABLE "match_room_claims" ADD COLUMN "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;