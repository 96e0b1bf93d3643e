import type { ownPostCardSchema, postCardSchema } from "@kma/core/posts/post-answer-shapes";
import type { Post, User } from "../db/schema";

/** The column an answer field is read from: `blog_id` is `blogId`, `total_likes` is `totalLikes`, `profile_img` is `profileImg`; other names are the column's own. */
const columnOf = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each of `fields` as `row` holds it, a time as its ISO text. A field without a column of its name
 * throws: left undefined, it would let `toEqual` pass an answer that lacks it.
 */
function fromRow(row: object, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const column = columnOf(field);
      if (!(column in row)) throw new Error(`No column ${column} for the answer field ${field}`);
      const value: unknown = row[column as keyof typeof row];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  );
}

/**
 * The list card (docs/api.md "List items") `row` by `author` must answer: every field of core's
 * answer shape (`postCardSchema`; `ownPostCardSchema` on the author's own lists), each with the
 * value its row holds. Compared with `toEqual`, it checks every value and that nothing else is
 * answered, while the field list stays written once, in the shape the route answers through.
 */
export function expectedPostCard(row: Post, author: User, shape: typeof postCardSchema | typeof ownPostCardSchema) {
  const { activity, author: person, ...fields } = shape.shape;
  return {
    ...fromRow(row, Object.keys(fields)),
    activity: fromRow(row, Object.keys(activity.shape)),
    author: { _id: author.id, personal_info: fromRow(author, Object.keys(person.shape.personal_info.shape)) },
  };
}
