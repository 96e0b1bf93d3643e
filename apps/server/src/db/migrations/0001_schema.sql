CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"parent_id" uuid,
	"user_id" uuid,
	"comment" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"residence" text DEFAULT '' NOT NULL,
	"children_level" integer DEFAULT 0 NOT NULL,
	"total_replies" integer DEFAULT 0 NOT NULL,
	"commented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid,
	"images" jsonb NOT NULL,
	"imaged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" jsonb,
	"post_id" uuid NOT NULL,
	"comment_id" uuid,
	"reply_id" uuid,
	"replied_on_comment_id" uuid,
	"tribute_id" uuid,
	"image_id" uuid,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" text NOT NULL,
	"author_id" uuid NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birthdate" text DEFAULT '' NOT NULL,
	"birthmonth" text DEFAULT '' NOT NULL,
	"birthyear" text DEFAULT '' NOT NULL,
	"deathdate" text DEFAULT '' NOT NULL,
	"deathmonth" text DEFAULT '' NOT NULL,
	"deathyear" text DEFAULT '' NOT NULL,
	"birthplace" text DEFAULT '' NOT NULL,
	"birthcity" text DEFAULT '' NOT NULL,
	"birthcountry" text DEFAULT '' NOT NULL,
	"deathplace" text DEFAULT '' NOT NULL,
	"deathcity" text DEFAULT '' NOT NULL,
	"deathcountry" text DEFAULT '' NOT NULL,
	"primaryschool" text DEFAULT '' NOT NULL,
	"highschool" text DEFAULT '' NOT NULL,
	"university" text DEFAULT '' NOT NULL,
	"career" text DEFAULT '' NOT NULL,
	"funeralservicedate" text DEFAULT '' NOT NULL,
	"funeralservicestarttime" text DEFAULT '' NOT NULL,
	"funeralserviceendtime" text DEFAULT '' NOT NULL,
	"funeraladdress" text DEFAULT '' NOT NULL,
	"virtualurl" text DEFAULT '' NOT NULL,
	"contactname" text DEFAULT '' NOT NULL,
	"contactrelationship" text DEFAULT '' NOT NULL,
	"contactcontactnumber" text DEFAULT '' NOT NULL,
	"memorywall" text DEFAULT '' NOT NULL,
	"profilebanner" text DEFAULT '' NOT NULL,
	"backgroundimage" text DEFAULT '' NOT NULL,
	"memoriwallimages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postcreatorname" text DEFAULT '' NOT NULL,
	"postcreatorrelationship" text DEFAULT '' NOT NULL,
	"postcreatorcontactnumber" text DEFAULT '' NOT NULL,
	"postcreatoremail" text DEFAULT '' NOT NULL,
	"survivingmembers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"predeceasedmembers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age" integer,
	"death_sort" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_likes" integer DEFAULT 0 NOT NULL,
	"total_comments" integer DEFAULT 0 NOT NULL,
	"total_parent_comments" integer DEFAULT 0 NOT NULL,
	"total_tributes" integer DEFAULT 0 NOT NULL,
	"total_images" integer DEFAULT 0 NOT NULL,
	"total_reads" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid,
	"tribute" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"current_place" text DEFAULT '' NOT NULL,
	"tributed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"content_type" text,
	"size" integer,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fullname" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"profile_img" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"mobilenumber" text DEFAULT '' NOT NULL,
	"residence" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"x" text DEFAULT '' NOT NULL,
	"total_posts" integer DEFAULT 0 NOT NULL,
	"total_reads" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_entries" ADD CONSTRAINT "image_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_entries" ADD CONSTRAINT "image_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reply_id_comments_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_replied_on_comment_id_comments_id_fk" FOREIGN KEY ("replied_on_comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tribute_id_tributes_id_fk" FOREIGN KEY ("tribute_id") REFERENCES "public"."tributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_image_id_image_entries_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tributes" ADD CONSTRAINT "tributes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tributes" ADD CONSTRAINT "tributes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_post_top_idx" ON "comments" USING btree ("post_id","commented_at" DESC NULLS LAST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","commented_at");--> statement-breakpoint
CREATE INDEX "image_entries_post_idx" ON "image_entries" USING btree ("post_id","imaged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_type_idx" ON "notifications" USING btree ("user_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unseen_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."seen" = false;--> statement-breakpoint
CREATE INDEX "notifications_like_idx" ON "notifications" USING btree ("post_id","actor_id") WHERE "notifications"."type" = 'like';--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_blog_id_key" ON "posts" USING btree ("blog_id");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "posts"."draft" = false;--> statement-breakpoint
CREATE INDEX "posts_title_published_idx" ON "posts" USING btree ("title","published_at" DESC NULLS LAST) WHERE "posts"."draft" = false;--> statement-breakpoint
CREATE INDEX "posts_death_sort_idx" ON "posts" USING btree ("death_sort" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE "posts"."draft" = false;--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","draft","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_engagement_idx" ON "posts" USING btree (("total_likes" + "total_comments" + "total_tributes" + "total_images") desc,"total_reads" DESC NULLS LAST) WHERE "posts"."draft" = false;--> statement-breakpoint
CREATE INDEX "posts_places_idx" ON "posts" USING gin ("places");--> statement-breakpoint
CREATE INDEX "posts_search_trgm" ON "posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_fts" ON "posts" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tributes_post_idx" ON "tributes" USING btree ("post_id","tributed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ((lower("fullname" || ' ' || "username")) gin_trgm_ops);