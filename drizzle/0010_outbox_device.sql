ALTER TABLE "sms_outbox" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE INDEX "sms_outbox_device_idx" ON "sms_outbox" USING btree ("device_id","created_at");