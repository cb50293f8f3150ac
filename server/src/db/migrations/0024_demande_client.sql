ALTER TABLE "demandes" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE INDEX "demandes_client_idx" ON "demandes" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "demandes" ADD CONSTRAINT "demandes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;