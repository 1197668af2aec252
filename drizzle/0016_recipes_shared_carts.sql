CREATE TABLE "recipe_ingredients" (
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"quantity" text NOT NULL,
	"product_id" integer,
	"packs" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recipe_ingredients_recipe_id_position_pk" PRIMARY KEY("recipe_id","position")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"background" text NOT NULL,
	"cuisine" text NOT NULL,
	"course" text NOT NULL,
	"servings" integer NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_carts" (
	"token" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_product_idx" ON "recipe_ingredients" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recipes_position_idx" ON "recipes" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "shared_carts_expires_idx" ON "shared_carts" USING btree ("expires_at");