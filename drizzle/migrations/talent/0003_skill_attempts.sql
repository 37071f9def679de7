CREATE TABLE "talent"."skill_attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"option_ids" text[] NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_attempt_answers_pkey" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_attempt_signals" (
	"attempt_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"at_ms" integer,
	"duration_ms" integer,
	"question_id" text,
	"answered" boolean,
	CONSTRAINT "skill_attempt_signals_pkey" PRIMARY KEY("attempt_id","seq"),
	CONSTRAINT "skill_attempt_signals_kind_check" CHECK ("kind" in ('TAB_HIDDEN', 'WINDOW_BLUR', 'PASTE', 'FULLSCREEN_EXIT', 'QUESTION_TIMING'))
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"mode" text NOT NULL,
	"question_ids" text[] NOT NULL,
	"accepted_term_ids" text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"score" integer,
	"total" integer,
	"passed" boolean,
	"breakdown" jsonb,
	"integrity_flag" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdrawal_reason" text,
	CONSTRAINT "skill_attempts_mode_check" CHECK ("mode" in ('PRACTICE', 'VERIFY')),
	CONSTRAINT "skill_attempts_integrity_flag_check" CHECK ("integrity_flag" IS NULL OR "integrity_flag" in ('CLEAN', 'REVIEW', 'SUSPICIOUS')),
	CONSTRAINT "skill_attempts_withdrawal_check" CHECK (("withdrawn_at" IS NULL) = ("withdrawal_reason" IS NULL)),
	CONSTRAINT "skill_attempts_deadline_check" CHECK (("mode" = 'VERIFY') = ("deadline" IS NOT NULL)),
	CONSTRAINT "skill_attempts_grade_check" CHECK (("finished_at" IS NULL) = ("score" IS NULL) AND ("finished_at" IS NULL) = ("total" IS NULL) AND ("finished_at" IS NULL) = ("passed" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" text[] NOT NULL,
	"explanation" text NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "skill_questions_kind_check" CHECK ("kind" in ('SINGLE_CHOICE', 'MULTIPLE_CHOICE')),
	CONSTRAINT "skill_questions_correct_check" CHECK (cardinality("correct") >= 1)
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_test_standings" (
	"test_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_count" integer NOT NULL,
	"score_sum" integer NOT NULL,
	"average" numeric(12, 6) GENERATED ALWAYS AS (round("score_sum"::numeric / "attempt_count", 6)) STORED NOT NULL,
	"best_score" integer NOT NULL,
	"best_attempt_id" uuid NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_test_standings_pkey" PRIMARY KEY("test_id","user_id"),
	CONSTRAINT "skill_test_standings_count_check" CHECK ("attempt_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "talent"."skill_roles" ADD COLUMN "career_role_id" text;--> statement-breakpoint
ALTER TABLE "talent"."skill_attempt_answers" ADD CONSTRAINT "skill_attempt_answers_attempt_id_skill_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "talent"."skill_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_attempt_signals" ADD CONSTRAINT "skill_attempt_signals_attempt_id_skill_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "talent"."skill_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_attempts" ADD CONSTRAINT "skill_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_attempts" ADD CONSTRAINT "skill_attempts_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "talent"."skill_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_questions" ADD CONSTRAINT "skill_questions_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "talent"."skill_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_test_standings" ADD CONSTRAINT "skill_test_standings_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "talent"."skill_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_test_standings" ADD CONSTRAINT "skill_test_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_attempts_user_test_idx" ON "talent"."skill_attempts" USING btree ("user_id","test_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_attempts_one_open_key" ON "talent"."skill_attempts" USING btree ("user_id","test_id","mode") WHERE "finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "skill_attempts_open_deadline_idx" ON "talent"."skill_attempts" USING btree ("deadline") WHERE "finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "skill_attempts_test_finished_idx" ON "talent"."skill_attempts" USING btree ("test_id","user_id") WHERE "finished_at" IS NOT NULL AND "mode" = 'VERIFY';--> statement-breakpoint
CREATE INDEX "skill_attempts_review_idx" ON "talent"."skill_attempts" USING btree ("integrity_flag","finished_at") WHERE "integrity_flag" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "skill_questions_test_idx" ON "talent"."skill_questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "skill_test_standings_rank_idx" ON "talent"."skill_test_standings" USING btree ("test_id","average" DESC NULLS LAST,"achieved_at","user_id");--> statement-breakpoint
CREATE INDEX "skill_test_standings_user_idx" ON "talent"."skill_test_standings" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "talent"."skill_roles" ADD CONSTRAINT "skill_roles_career_role_id_career_roles_id_fk" FOREIGN KEY ("career_role_id") REFERENCES "talent"."career_roles"("id") ON DELETE set null ON UPDATE no action;