CREATE TABLE "job_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"holder" text NOT NULL,
	"runs" integer DEFAULT 1 NOT NULL
);
