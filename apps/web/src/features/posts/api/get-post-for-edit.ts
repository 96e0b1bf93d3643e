import { queryOptions, useQuery } from "@tanstack/react-query";
import { emptyPostFields } from "@kma/core/posts/post-rules";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { ApiError, apiFetch } from "../../../lib/api-client";

/**
 * A post loaded into the form: its fields, plus what the form needs to save it again.
 * `coKeeper`: the editor keeps it with its author, so it is not in their own posts.
 */
export type EditablePost = { blogId: string; draft: boolean; fields: PostFields; coKeeper?: boolean };

type Raw = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((item): item is Raw => typeof item === "object" && item !== null) : []);

/** The server's `blog` -> the form's fields: every key present, never null, only strings where strings go. */
export function toEditablePost(blog: Raw): EditablePost {
  const fields = emptyPostFields();
  for (const key of Object.keys(fields) as Array<keyof PostFields>) {
    if (typeof fields[key] === "string") (fields as Record<string, unknown>)[key] = text(blog[key]);
  }
  fields.memoriwallimages = (Array.isArray(blog.memoriwallimages) ? blog.memoriwallimages : []).filter(
    (url): url is string => typeof url === "string" && url !== "",
  );
  fields.survivingmembers = list(blog.survivingmembers).map((m) => ({
    survivingmembername: text(m.survivingmembername),
    survivingmemberrelationship: text(m.survivingmemberrelationship),
    survivingmembermobilenumber: text(m.survivingmembermobilenumber),
    ...(m.phonevisibility === "hidden" ? { phonevisibility: "hidden" as const } : {}),
  }));
  // The privacy choices (decision 020), when the post has them; otherwise the server's defaults stand.
  if (blog.visibility === "unlisted" || blog.visibility === "public") fields.visibility = blog.visibility;
  if (blog.contactphonevisibility === "hidden" || blog.contactphonevisibility === "signed-in") fields.contactphonevisibility = blog.contactphonevisibility;
  fields.predeceasedmembers = list(blog.predeceasedmembers).map((m) => ({
    predeceasedmembername: text(m.predeceasedmembername),
    predeceasedmemberrelationship: text(m.predeceasedmemberrelationship),
  }));
  fields.events = list(blog.events).map((e) => ({
    eventname: text(e.eventname),
    eventdate: text(e.eventdate),
    eventstarttime: text(e.eventstarttime),
    eventendtime: text(e.eventendtime),
    eventaddress: text(e.eventaddress),
    ...(text(e.eventtimezone) ? { eventtimezone: text(e.eventtimezone) } : {}),
  }));
  // The Tamil-calendar choice (decision 035) goes back as it came: an edit that left it out would clear it.
  const calendar = blog.remembrancecalendar;
  if (typeof calendar === "object" && calendar !== null && typeof (calendar as Raw).observe === "string")
    fields.remembrancecalendar = calendar as PostFields["remembrancecalendar"];
  return { blogId: text(blog.blog_id), draft: blog.draft !== false, fields };
}

/** POST /get-post in edit mode: a post the user keeps (as its author or a co-keeper), draft or published; no read is counted. */
export async function getPostForEdit(postId: string, signal?: AbortSignal): Promise<EditablePost> {
  const { blog, viewer } = await apiFetch("/get-post", { method: "POST", body: { post_id: postId, draft: true, mode: "edit" }, signal });
  return { ...toEditablePost(blog), coKeeper: viewer?.is_author === false };
}

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const postForEditQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: ["posts", "edit", postId],
    queryFn: ({ signal }) => getPostForEdit(postId, signal),
    // The form copies the post once; a cached copy from an earlier visit could predate a save.
    gcTime: 0,
    staleTime: Infinity,
    retry: (failures, error) => !isClientError(error) && failures < 1,
  });

export function usePostForEdit(postId: string) {
  return useQuery(postForEditQueryOptions(postId));
}
