-- Staff's translations become overrides over the built-in Lingui catalogs (locales/<locale>/messages.po
-- for the app, server.po for the API), by catalog and Lingui message id, so an override outlives its
-- message moving to another file. A suggestion is the default language's text a sync added for a
-- translator: not served. The old table of free keys (mail and page chrome nobody read) goes.
CREATE TABLE "translation_overrides" (
	"language_code" text NOT NULL,
	"catalog" text NOT NULL,
	"message_id" text NOT NULL,
	"value" text NOT NULL,
	"is_suggestion" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_overrides_language_code_catalog_message_id_pk" PRIMARY KEY("language_code","catalog","message_id")
);
--> statement-breakpoint
ALTER TABLE "translation_overrides" ADD CONSTRAINT "translation_overrides_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
DROP TABLE "translations" CASCADE;
