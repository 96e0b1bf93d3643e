import { formatDayMonthYear } from "../../lib/dates";

/** A list item of API.md ("List items"): what latest, search, profile and most-engaged lists return. */
export type PostCard = {
  blog_id: string;
  title: string;
  firstname: string;
  lastname: string;
  nickname?: string | null;
  profilebanner?: string | null;
  birthdate?: string | null;
  birthmonth?: string | null;
  birthyear?: string | null;
  birthplace?: string | null;
  birthcity?: string | null;
  birthcountry?: string | null;
  deathdate?: string | null;
  deathmonth?: string | null;
  deathyear?: string | null;
  deathplace?: string | null;
  deathcity?: string | null;
  deathcountry?: string | null;
  /** The memory wall story, when a list carries it (list items usually do not). */
  memorywall?: string | null;
  publishedAt?: string | null;
  activity?: Partial<{
    total_likes: number;
    total_comments: number;
    total_parent_comments: number;
    total_tributes: number;
    total_images: number;
    total_reads: number;
  }>;
  author?: { _id: string; personal_info: { username: string; fullname: string; profile_img: string } };
};

/** One page of a post list, as the list calls answer. */
export type PostsPage = { blogs: PostCard[] };

export const fullNameOf = (post: Pick<PostCard, "firstname" | "lastname">) => [post.firstname, post.lastname].filter(Boolean).join(" ");

const joinParts = (...parts: Array<string | null | undefined>) => parts.map((part) => part?.trim()).filter(Boolean).join(", ");

export const birthDateOf = (post: PostCard) => formatDayMonthYear(post.birthdate, post.birthmonth, post.birthyear);
export const deathDateOf = (post: PostCard) => formatDayMonthYear(post.deathdate, post.deathmonth, post.deathyear);

/** 'Born in Jaffna, Sri Lanka · Passed away in Toronto, Canada' (city and country, SPEC.md "Memorial card"). */
export function placesLineOf(post: PostCard): string {
  const born = joinParts(post.birthcity, post.birthcountry);
  const died = joinParts(post.deathcity, post.deathcountry);
  return [born && `Born in ${born}`, died && `Passed away in ${died}`].filter(Boolean).join(" · ");
}

/** The card's clamped text: the opening of the memory wall story when the list carries it, else where they lived. */
export function descriptionOf(post: PostCard): string {
  const story = post.memorywall?.trim();
  return story ? story.split(/\n\s*\n/)[0]!.replace(/\s+/g, " ") : placesLineOf(post);
}

export const tributeCountOf = (post: PostCard) => post.activity?.total_tributes ?? 0;
