CREATE TABLE "talent"."skill_requirement_skills" (
	"role_id" text NOT NULL,
	"requirement_id" text NOT NULL,
	"tool_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "skill_requirement_skills_pkey" PRIMARY KEY("role_id","requirement_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_requirements" (
	"role_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"title" text,
	"position" integer NOT NULL,
	CONSTRAINT "skill_requirements_pkey" PRIMARY KEY("role_id","id"),
	CONSTRAINT "skill_requirements_kind_check" CHECK ("kind" in ('MANDATORY', 'CONDITIONAL')),
	CONSTRAINT "skill_requirements_category_check" CHECK ("category" in ('CORE', 'ROLE_SPECIFIC', 'TOOLS', 'METHODOLOGIES')),
	CONSTRAINT "skill_requirements_level_check" CHECK ("level" in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
	CONSTRAINT "skill_requirements_title_check" CHECK (("kind" = 'CONDITIONAL') = ("title" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"family_title" text NOT NULL,
	"title" text NOT NULL,
	"seniority" text,
	"status" text NOT NULL,
	"variant_of" text,
	"summary" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "skill_roles_seniority_check" CHECK ("seniority" IS NULL OR "seniority" in ('JUNIOR', 'MID', 'SENIOR')),
	CONSTRAINT "skill_roles_status_check" CHECK ("status" in ('AVAILABLE', 'COMING_SOON')),
	CONSTRAINT "skill_roles_not_own_variant_check" CHECK ("variant_of" <> "id")
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_test_skills" (
	"test_id" text NOT NULL,
	"tool_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "skill_test_skills_pkey" PRIMARY KEY("test_id","tool_id")
);
--> statement-breakpoint
CREATE TABLE "talent"."skill_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"questions_drawn" integer NOT NULL,
	"points_per_question" integer NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"pass_mark_percent" integer NOT NULL,
	CONSTRAINT "skill_tests_topic_check" CHECK ("topic" in ('html-css', 'js', 'py', 'sql', 'cpp')),
	CONSTRAINT "skill_tests_level_check" CHECK ("level" in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
	CONSTRAINT "skill_tests_counts_check" CHECK ("questions_drawn" > 0 AND "points_per_question" > 0 AND "time_limit_minutes" > 0),
	CONSTRAINT "skill_tests_pass_mark_check" CHECK ("pass_mark_percent" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "talent"."user_skill_roles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent"."verified_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"level" text NOT NULL,
	"score" integer NOT NULL,
	"test_id" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verified_skills_pkey" PRIMARY KEY("user_id","skill_id"),
	CONSTRAINT "verified_skills_level_check" CHECK ("level" in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
	CONSTRAINT "verified_skills_score_check" CHECK ("score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "talent"."skill_requirement_skills" ADD CONSTRAINT "skill_requirement_skills_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "talent"."tools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_requirement_skills" ADD CONSTRAINT "skill_requirement_skills_requirement_fk" FOREIGN KEY ("role_id","requirement_id") REFERENCES "talent"."skill_requirements"("role_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_requirements" ADD CONSTRAINT "skill_requirements_role_id_skill_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "talent"."skill_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_roles" ADD CONSTRAINT "skill_roles_variant_of_fk" FOREIGN KEY ("variant_of") REFERENCES "talent"."skill_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_test_skills" ADD CONSTRAINT "skill_test_skills_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "talent"."skill_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."skill_test_skills" ADD CONSTRAINT "skill_test_skills_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "talent"."tools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."user_skill_roles" ADD CONSTRAINT "user_skill_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."user_skill_roles" ADD CONSTRAINT "user_skill_roles_role_id_skill_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "talent"."skill_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."verified_skills" ADD CONSTRAINT "verified_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "talent"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."verified_skills" ADD CONSTRAINT "verified_skills_skill_id_tools_id_fk" FOREIGN KEY ("skill_id") REFERENCES "talent"."tools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent"."verified_skills" ADD CONSTRAINT "verified_skills_test_skill_fk" FOREIGN KEY ("test_id","skill_id") REFERENCES "talent"."skill_test_skills"("test_id","tool_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_requirement_skills_tool_idx" ON "talent"."skill_requirement_skills" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "skill_test_skills_tool_idx" ON "talent"."skill_test_skills" USING btree ("tool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_tests_topic_level_key" ON "talent"."skill_tests" USING btree ("topic","level");--> statement-breakpoint
CREATE INDEX "user_skill_roles_role_idx" ON "talent"."user_skill_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "verified_skills_test_skill_idx" ON "talent"."verified_skills" USING btree ("test_id","skill_id");