CREATE TABLE "talent"."career_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"link" text NOT NULL,
	"note" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reviewer_id" uuid,
	"feedback" text,
	"completed_at" timestamp with time zone,
	CONSTRAINT "career_reviews_kind_check" CHECK ("kind" in ('RESUME', 'PORTFOLIO')),
	CONSTRAINT "career_reviews_done_check" CHECK (("completed_at" IS NULL) = ("feedback" IS NULL) AND ("completed_at" IS NULL) = ("reviewer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "talent"."career_services" (
	"learner_id" uuid PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"mentor_id" uuid,
	"coach_id" uuid,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent"."career_staff" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "career_staff_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "career_staff_kind_check" CHECK ("kind" in ('MENTOR', 'COACH'))
);
--> statement-breakpoint
CREATE TABLE "talent"."interview_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"accepted_term_ids" text[] NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	CONSTRAINT "interview_bookings_cancellation_check" CHECK (("cancelled_at" IS NULL) = ("cancelled_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "talent"."interview_feedback" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"attended" boolean NOT NULL,
	"communication" integer,
	"problem_solving" integer,
	"technical_depth" integer,
	"strengths" text NOT NULL,
	"improvements" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_feedback_ratings_check" CHECK (CASE WHEN "attended" THEN "communication" BETWEEN 1 AND 5 AND "problem_solving" BETWEEN 1 AND 5 AND "technical_depth" BETWEEN 1 AND 5 ELSE "communication" IS NULL AND "problem_solving" IS NULL AND "technical_depth" IS NULL END)
);
--> statement-breakpoint
CREATE TABLE "talent"."interview_question_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"focus" text NOT NULL,
	"description" text NOT NULL,
	"planned_minutes" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_question_sets_focus_check" CHECK ("focus" in ('TECHNICAL', 'BEHAVIOURAL', 'SYSTEM_DESIGN')),
	CONSTRAINT "interview_question_sets_planned_check" CHECK ("planned_minutes" BETWEEN 10 AND 120)
);
--> statement-breakpoint
CREATE TABLE "talent"."interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"focus" text NOT NULL,
	"topic" text NOT NULL,
	"meeting_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	CONSTRAINT "interview_slots_focus_check" CHECK ("focus" in ('TECHNICAL', 'BEHAVIOURAL', 'SYSTEM_DESIGN')),
	CONSTRAINT "interview_slots_duration_check" CHECK ("duration_minutes" BETWEEN 15 AND 120 AND "duration_minutes" % 15 = 0),
	CONSTRAINT "interview_slots_cancellation_check" CHECK (("cancelled_at" IS NULL) = ("cancellation_reason" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "talent"."portfolio_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"repository_url" text NOT NULL,
	"live_url" text,
	"skill_ids" text[] NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewer_id" uuid,
	"feedback" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "portfolio_projects_status_check" CHECK ("status" in ('SUBMITTED', 'CHANGES_REQUESTED', 'APPROVED')),
	CONSTRAINT "portfolio_projects_review_check" CHECK (("reviewed_at" IS NULL) = ("feedback" IS NULL) AND ("reviewed_at" IS NULL) = ("reviewer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "talent"."practice_interview_answers" (
	"practice_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"notes" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_interview_answers_pkey" PRIMARY KEY("practice_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "talent"."practice_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"question_set_id" text NOT NULL,
	"questions" jsonb NOT NULL,
	"accepted_term_ids" text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counted_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_interviews_counted_check" CHECK ("counted_minutes" >= 0 AND ("finished_at" IS NOT NULL OR "counted_minutes" = 0))
);
--> statement-breakpoint
ALTER TABLE "talent"."career_reviews" ADD CONSTRAINT "career_reviews_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."career_services" ADD CONSTRAINT "career_services_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."career_services" ADD CONSTRAINT "career_services_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "talent"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."career_services" ADD CONSTRAINT "career_services_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "talent"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."career_staff" ADD CONSTRAINT "career_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."interview_bookings" ADD CONSTRAINT "interview_bookings_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "talent"."interview_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."interview_bookings" ADD CONSTRAINT "interview_bookings_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."interview_feedback" ADD CONSTRAINT "interview_feedback_booking_id_interview_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "talent"."interview_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."interview_slots" ADD CONSTRAINT "interview_slots_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."portfolio_projects" ADD CONSTRAINT "portfolio_projects_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."practice_interview_answers" ADD CONSTRAINT "practice_interview_answers_practice_id_practice_interviews_id_fk" FOREIGN KEY ("practice_id") REFERENCES "talent"."practice_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."practice_interviews" ADD CONSTRAINT "practice_interviews_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."practice_interviews" ADD CONSTRAINT "practice_interviews_question_set_id_interview_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "talent"."interview_question_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_reviews_learner_idx" ON "talent"."career_reviews" USING btree ("learner_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_reviews_one_waiting_key" ON "talent"."career_reviews" USING btree ("learner_id","kind") WHERE "completed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "career_reviews_waiting_idx" ON "talent"."career_reviews" USING btree ("requested_at") WHERE "completed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "career_services_joined_idx" ON "talent"."career_services" USING btree ("joined_at");--> statement-breakpoint
CREATE INDEX "career_services_mentor_idx" ON "talent"."career_services" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "career_services_coach_idx" ON "talent"."career_services" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_one_per_slot_key" ON "talent"."interview_bookings" USING btree ("slot_id") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "interview_bookings_learner_idx" ON "talent"."interview_bookings" USING btree ("learner_id","booked_at");--> statement-breakpoint
CREATE INDEX "interview_bookings_slot_idx" ON "talent"."interview_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "interview_slots_open_idx" ON "talent"."interview_slots" USING btree ("starts_at") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "interview_slots_host_idx" ON "talent"."interview_slots" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "portfolio_projects_learner_idx" ON "talent"."portfolio_projects" USING btree ("learner_id","submitted_at");--> statement-breakpoint
CREATE INDEX "portfolio_projects_waiting_idx" ON "talent"."portfolio_projects" USING btree ("submitted_at") WHERE "status" = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX "practice_interviews_learner_idx" ON "talent"."practice_interviews" USING btree ("learner_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_interviews_one_open_key" ON "talent"."practice_interviews" USING btree ("learner_id","question_set_id") WHERE "finished_at" IS NULL;