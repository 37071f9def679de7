ALTER TABLE "auth"."login_attempts" RENAME TO "attempt_counters";--> statement-breakpoint
ALTER TABLE "auth"."attempt_counters" RENAME COLUMN "failures" TO "attempts";