CREATE TABLE "courses"."certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"holder_id" uuid NOT NULL,
	"course_id" text,
	"badge_id" text,
	"title" text NOT NULL,
	"class_id" uuid,
	"date_started" date NOT NULL,
	"date_issued" date NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificates_code_key" UNIQUE("code"),
	CONSTRAINT "certificates_course_or_badge_check" CHECK (course_id is not null or badge_id is not null),
	CONSTRAINT "certificates_dates_check" CHECK (date_issued >= date_started),
	CONSTRAINT "certificates_badge_check" CHECK (badge_id is null or badge_id in ('fcda', 'fcdm', 'fcse', 'fctm', 'fcuiux', 'caba', 'cabed', 'cada', 'cafed', 'capt', 'case', 'm1py', 'm1sql', 'm1js', 'm1blockchain', 'fif'))
);
--> statement-breakpoint
CREATE TABLE "courses"."class_members" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"course_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by" uuid NOT NULL,
	CONSTRAINT "class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id"),
	CONSTRAINT "class_members_role_check" CHECK (role in ('STUDENT', 'INSTRUCTOR'))
);
--> statement-breakpoint
CREATE TABLE "courses"."classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"course_id" text NOT NULL,
	"programme_id" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"join_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_slug_key" UNIQUE("slug"),
	CONSTRAINT "classes_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 60),
	CONSTRAINT "classes_dates_check" CHECK (ends_on >= starts_on)
);
--> statement-breakpoint
CREATE TABLE "courses"."lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"class_id" uuid NOT NULL,
	"status" text NOT NULL,
	"mark" integer,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "lesson_progress_status_check" CHECK (status in ('IN_PROGRESS', 'COMPLETED')),
	CONSTRAINT "lesson_progress_mark_check" CHECK (mark is null or mark between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "courses"."lesson_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" text NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb,
	"text" text,
	"link" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"mark" integer,
	"feedback" text,
	"marked_by" uuid,
	"marked_at" timestamp with time zone,
	CONSTRAINT "lesson_submissions_status_check" CHECK (status in ('SUBMITTED', 'MARKED')),
	CONSTRAINT "lesson_submissions_mark_check" CHECK ((status = 'SUBMITTED' and mark is null) or (status = 'MARKED' and mark between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "courses"."lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"module_index" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_minutes" integer,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pass_mark" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lessons_type_check" CHECK (type in ('READING', 'VIDEO', 'OPEN_CLASS_QUIZ', 'ASSIGNMENT', 'OPEN_CLASS_AUTO_GRADED_LAB', 'OPEN_CLASS_ASSIGNMENT', 'PROJECT')),
	CONSTRAINT "lessons_pass_mark_check" CHECK (pass_mark between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "courses"."live_tutorials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_by" uuid NOT NULL,
	CONSTRAINT "live_tutorials_duration_check" CHECK (duration_minutes between 15 and 480)
);
--> statement-breakpoint
CREATE TABLE "courses"."tutorial_attendance" (
	"tutorial_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"present" boolean NOT NULL,
	"taken_by" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tutorial_attendance_tutorial_id_user_id_pk" PRIMARY KEY("tutorial_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "courses"."certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."certificates" ADD CONSTRAINT "certificates_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "courses"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "courses"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."classes" ADD CONSTRAINT "classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."classes" ADD CONSTRAINT "classes_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "courses"."programmes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "courses"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lesson_progress" ADD CONSTRAINT "lesson_progress_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "courses"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lesson_submissions" ADD CONSTRAINT "lesson_submissions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "courses"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lesson_submissions" ADD CONSTRAINT "lesson_submissions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "courses"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."live_tutorials" ADD CONSTRAINT "live_tutorials_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "courses"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses"."tutorial_attendance" ADD CONSTRAINT "tutorial_attendance_tutorial_id_live_tutorials_id_fk" FOREIGN KEY ("tutorial_id") REFERENCES "courses"."live_tutorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_holder_idx" ON "courses"."certificates" USING btree ("holder_id","date_issued");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "courses"."certificates" USING btree ("date_issued");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_holder_course_idx" ON "courses"."certificates" USING btree ("holder_id","course_id") WHERE course_id is not null and revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_holder_badge_idx" ON "courses"."certificates" USING btree ("holder_id","badge_id") WHERE badge_id is not null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "class_members_user_idx" ON "courses"."class_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_members_class_role_idx" ON "courses"."class_members" USING btree ("class_id","role","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_members_one_class_per_course_idx" ON "courses"."class_members" USING btree ("course_id","user_id") WHERE role = 'STUDENT';--> statement-breakpoint
CREATE INDEX "classes_course_idx" ON "courses"."classes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_class_user_idx" ON "courses"."lesson_progress" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE INDEX "lesson_submissions_class_status_idx" ON "courses"."lesson_submissions" USING btree ("class_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "lesson_submissions_user_lesson_idx" ON "courses"."lesson_submissions" USING btree ("user_id","lesson_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_submissions_one_waiting_idx" ON "courses"."lesson_submissions" USING btree ("user_id","lesson_id") WHERE status = 'SUBMITTED';--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_course_module_position_idx" ON "courses"."lessons" USING btree ("course_id","module_index","position");--> statement-breakpoint
CREATE INDEX "live_tutorials_class_starts_idx" ON "courses"."live_tutorials" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutorial_attendance_user_idx" ON "courses"."tutorial_attendance" USING btree ("user_id");