CREATE TABLE "courses"."prior_learning_credits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"granted_by" uuid NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prior_learning_credits_reason_check" CHECK (length(reason) between 1 and 500)
);
--> statement-breakpoint
CREATE INDEX "prior_learning_credits_granted_idx" ON "courses"."prior_learning_credits" USING btree ("granted_at");