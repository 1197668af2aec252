ALTER TABLE "collections" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "layouts" ADD COLUMN "title_hi" text;