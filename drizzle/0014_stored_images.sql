CREATE TABLE "image_variants" (
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_key_width_format_pk" PRIMARY KEY("key","width","format")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_key_images_key_fk" FOREIGN KEY ("key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_image_idx" ON "product_images" USING btree ("image_key");