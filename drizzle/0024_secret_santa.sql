CREATE TABLE "santa_assignments" (
	"giver_member_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"receiver_member_id" integer NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "santa_exclusions" (
	"group_id" integer NOT NULL,
	"giver_member_id" integer NOT NULL,
	"receiver_member_id" integer NOT NULL,
	CONSTRAINT "santa_exclusions_giver_member_id_receiver_member_id_pk" PRIMARY KEY("giver_member_id","receiver_member_id")
);
--> statement-breakpoint
CREATE TABLE "santa_gifts" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"giver_user_id" integer NOT NULL,
	"giver_member_id" integer NOT NULL,
	"receiver_member_id" integer NOT NULL,
	"delivery_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "santa_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organiser_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"event_date" text NOT NULL,
	"event_time" text NOT NULL,
	"budget_paise" integer NOT NULL,
	"invite_nonce" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"redrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "santa_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"wishlist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift_address_id" integer,
	"revealed_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_giver_member_id_santa_members_id_fk" FOREIGN KEY ("giver_member_id") REFERENCES "public"."santa_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_group_id_santa_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."santa_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_assignments" ADD CONSTRAINT "santa_assignments_receiver_member_id_santa_members_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."santa_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_exclusions" ADD CONSTRAINT "santa_exclusions_group_id_santa_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."santa_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_exclusions" ADD CONSTRAINT "santa_exclusions_giver_member_id_santa_members_id_fk" FOREIGN KEY ("giver_member_id") REFERENCES "public"."santa_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_exclusions" ADD CONSTRAINT "santa_exclusions_receiver_member_id_santa_members_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."santa_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_gifts" ADD CONSTRAINT "santa_gifts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_gifts" ADD CONSTRAINT "santa_gifts_group_id_santa_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."santa_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_gifts" ADD CONSTRAINT "santa_gifts_giver_user_id_users_id_fk" FOREIGN KEY ("giver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_gifts" ADD CONSTRAINT "santa_gifts_giver_member_id_santa_members_id_fk" FOREIGN KEY ("giver_member_id") REFERENCES "public"."santa_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_gifts" ADD CONSTRAINT "santa_gifts_receiver_member_id_santa_members_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."santa_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_groups" ADD CONSTRAINT "santa_groups_organiser_user_id_users_id_fk" FOREIGN KEY ("organiser_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_members" ADD CONSTRAINT "santa_members_group_id_santa_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."santa_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_members" ADD CONSTRAINT "santa_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "santa_members" ADD CONSTRAINT "santa_members_gift_address_id_addresses_id_fk" FOREIGN KEY ("gift_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "santa_assignments_group_idx" ON "santa_assignments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "santa_exclusions_group_idx" ON "santa_exclusions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "santa_gifts_receiver_idx" ON "santa_gifts" USING btree ("receiver_member_id");--> statement-breakpoint
CREATE INDEX "santa_gifts_giver_idx" ON "santa_gifts" USING btree ("giver_member_id");--> statement-breakpoint
CREATE INDEX "santa_groups_organiser_idx" ON "santa_groups" USING btree ("organiser_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "santa_members_group_user_idx" ON "santa_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "santa_members_user_idx" ON "santa_members" USING btree ("user_id");