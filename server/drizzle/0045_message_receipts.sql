-- Delivery receipts (docs/decisions/0080): the gateway names a sent message by our id or by its
-- own; both are looked up across organizations, among the messages still `sent`.
CREATE INDEX "customer_messages_sent_id_idx" ON "customer_messages" USING btree ("id") WHERE "customer_messages"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "customer_messages_sent_provider_id_idx" ON "customer_messages" USING btree ("provider_message_id") WHERE "customer_messages"."status" = 'sent';
