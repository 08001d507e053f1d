ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions older than this column started with their family's first token (the login), not today.
UPDATE "refresh_tokens" AS "token" SET "session_started_at" = "family"."started_at"
FROM (SELECT "family_id", min("created_at") AS "started_at" FROM "refresh_tokens" GROUP BY "family_id") AS "family"
WHERE "token"."family_id" = "family"."family_id";
