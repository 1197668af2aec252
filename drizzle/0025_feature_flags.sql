CREATE TABLE "feature_flags" (
	"flag_key" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_flag_key_scope_scope_id_pk" PRIMARY KEY("flag_key","scope","scope_id"),
	CONSTRAINT "feature_flags_scope_check" CHECK (("feature_flags"."scope" = 'global' and "feature_flags"."scope_id" = 0) or ("feature_flags"."scope" in ('city', 'user') and "feature_flags"."scope_id" > 0))
);
