import { z } from "zod";
import { tributesObjSchema } from "@kma/core/engagement/engagement-schemas";
import { postRefField, skipField } from "../comments/comment-request-schemas";

/** Request bodies of the tribute calls. `blog_author` is accepted and ignored: the post names its author. */

export const addTributeSchema = z.object({ _id: z.guid(), tributesObj: tributesObjSchema });
export const getPostTributesSchema = z.object({ blog_id: postRefField, skip: skipField });
export const deleteTributeSchema = z.object({ _id: z.guid() });
