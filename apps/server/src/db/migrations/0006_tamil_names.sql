-- The name in Tamil script. No post has one yet, so search_text and the search keys
-- need no refold: derivePostColumns adds these names to search_text from the next save on.
ALTER TABLE "posts" ADD COLUMN "tamilfirstname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "tamillastname" text DEFAULT '' NOT NULL;