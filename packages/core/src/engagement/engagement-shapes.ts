import { z } from "zod";
import { LIMITS } from "../limits";

const text = (max: number) => z.string().trim().max(max).optional().default("");

/** What a visitor types into the memorial (comment) form (docs/spec.md section 3). */
export const commentsObjSchema = z.object({
  comment: text(LIMITS.commentMax),
  currentPlace: text(LIMITS.placeMax),
  email: text(LIMITS.emailMax),
  mobileNumber: text(40),
  commenterFirstName: text(LIMITS.nameMax),
  commenterLastName: text(LIMITS.nameMax),
});
export type CommentsObj = z.infer<typeof commentsObjSchema>;

export const tributesObjSchema = z.object({
  tribute: text(LIMITS.commentMax),
  currentPlace: text(LIMITS.placeMax),
  email: text(LIMITS.emailMax),
  mobileNumber: text(40),
  tributerFirstName: text(LIMITS.nameMax),
  tributerLastName: text(LIMITS.nameMax),
});
export type TributesObj = z.infer<typeof tributesObjSchema>;
