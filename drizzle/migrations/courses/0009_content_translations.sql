ALTER TABLE "courses"."faqs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."partner_organisations" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "courses"."partner_organisations" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."people" ADD COLUMN "portrait_path" text;--> statement-breakpoint
ALTER TABLE "courses"."people" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."stats" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses"."testimonials" ADD COLUMN "employer_id" text;--> statement-breakpoint
ALTER TABLE "courses"."value_cards" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;