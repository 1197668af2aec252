CREATE TABLE "brand_awards" (
	"year" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"title" text NOT NULL,
	"citation" text NOT NULL,
	CONSTRAINT "brand_awards_year_category_id_brand_id_pk" PRIMARY KEY("year","category_id","brand_id"),
	CONSTRAINT "brand_awards_rank_check" CHECK ("brand_awards"."rank" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_pk" PRIMARY KEY("user_id","badge")
);
--> statement-breakpoint
ALTER TABLE "brand_awards" ADD CONSTRAINT "brand_awards_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_awards" ADD CONSTRAINT "brand_awards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_awards_year_idx" ON "brand_awards" USING btree ("year","category_id","rank");