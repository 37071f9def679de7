CREATE TABLE "courses"."role_courses" (
	"role_id" text NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "role_courses_pkey" PRIMARY KEY("role_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "courses"."role_courses" ADD CONSTRAINT "role_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_courses_role_position_idx" ON "courses"."role_courses" USING btree ("role_id","position");