CREATE TABLE "social_login_states" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"return_url" text,
	"link_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_login_states" ADD CONSTRAINT "social_login_states_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_login_states_hash_unique" ON "social_login_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "social_login_states_expires_idx" ON "social_login_states" USING btree ("expires_at");