CREATE TABLE "print_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"declared_size" integer NOT NULL,
	"status" text DEFAULT 'AWAITING_UPLOAD' NOT NULL,
	"failure_message" text,
	"file_type" text,
	"pages" integer,
	"thumbnails" integer DEFAULT 0 NOT NULL,
	"is_encrypted" boolean DEFAULT false NOT NULL,
	"password_attempts" integer DEFAULT 0 NOT NULL,
	"validation_request_id" text,
	"validation_polls" integer DEFAULT 0 NOT NULL,
	"validation_started_at" timestamp with time zone,
	"color" text DEFAULT 'BLACK_AND_WHITE' NOT NULL,
	"side" text DEFAULT 'SINGLE' NOT NULL,
	"orientation" text DEFAULT 'PORTRAIT' NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"page_range" text,
	"cart_id" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	CONSTRAINT "print_files_validation_request_id_unique" UNIQUE("validation_request_id"),
	CONSTRAINT "print_files_copies_check" CHECK ("print_files"."copies" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_files_user_idx" ON "print_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "print_files_retention_idx" ON "print_files" USING btree ("created_at") WHERE purged_at is null;