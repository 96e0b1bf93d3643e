import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { doneAnswerSchema } from "@kma/core/answer-shapes";
import {
  approveHeldItemAnswerSchema,
  heldItemsAnswerSchema,
  moderationAnswerSchema,
  trustedPeopleAnswerSchema,
} from "@kma/core/engagement/engagement-answer-shapes";
import { HELD_KINDS, MODERATIONS } from "@kma/core/engagement/review-rules";
import { jsonAnswer } from "../../lib/answer-contract";
import { currentUser } from "../../plugins/auth";
import { invalidates } from "../../plugins/public-cache";
import { presentHeldItem } from "../../presenters/held-item-presenter";
import { presentTrustedPerson } from "../../presenters/keeper-presenter";
import { approveHeldItem, listHeldItems, rejectHeldItem, setPostModeration } from "../../services/held-items";
import { listTrustedPeople, untrustPerson } from "../../services/trusted-people";
import { postRefField, skipField } from "../comments/comment-request-schemas";

const heldItemsSchema = z.object({
  /** One memorial the caller keeps (its `_id` or `blog_id`); absent: every memorial they keep. */
  blog_id: z.preprocess((value) => (value === "" || value === null ? undefined : value), postRefField.optional()),
  skip: skipField,
});
const heldItemRef = { kind: z.enum(HELD_KINDS), _id: z.guid() };
const approveSchema = z.object({ ...heldItemRef, trust: z.boolean().default(false) });
const rejectSchema = z.object(heldItemRef);
const moderationSchema = z.object({ _id: postRefField, moderation: z.enum(MODERATIONS) });
const trustedPeopleSchema = z.object({ blog_id: postRefField });
const untrustSchema = z.object({ blog_id: postRefField, _id: z.guid() });

/** Review before public (decision 024; docs/api.md "Additions"): the keepers' calls. */
export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/held-items",
    {
      schema: { body: heldItemsSchema, response: jsonAnswer(heldItemsAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const { rows, total } = await listHeldItems(app.db, currentUser(request), { postRef: request.body.blog_id ?? null, skip: request.body.skip });
      return { items: rows.map(presentHeldItem), totalDocs: total };
    },
  );

  r.post(
    "/approve-held-item",
    {
      schema: { body: approveSchema, response: jsonAnswer(approveHeldItemAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => {
      const { trusted } = await approveHeldItem(app.db, currentUser(request), request.body.kind, request.body._id, request.body.trust);
      return { status: "done" as const, trusted };
    },
  );

  r.post(
    "/reject-held-item",
    { schema: { body: rejectSchema, response: jsonAnswer(doneAnswerSchema) }, preHandler: app.requireUser, config: { invalidates: invalidates.everything } },
    async (request) => {
      await rejectHeldItem(app.db, currentUser(request), request.body.kind, request.body._id);
      return { status: "done" as const };
    },
  );

  r.post(
    "/update-post-moderation",
    {
      schema: { body: moderationSchema, response: jsonAnswer(moderationAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.everything },
    },
    async (request) => setPostModeration(app.db, currentUser(request), request.body._id, request.body.moderation),
  );

  r.post(
    "/trusted-people",
    {
      schema: { body: trustedPeopleSchema, response: jsonAnswer(trustedPeopleAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      const rows = await listTrustedPeople(app.db, currentUser(request), request.body.blog_id);
      return { people: rows.map(presentTrustedPerson) };
    },
  );

  r.post(
    "/untrust-person",
    {
      schema: { body: untrustSchema, response: jsonAnswer(doneAnswerSchema) },
      preHandler: app.requireUser,
      config: { invalidates: invalidates.nothingPublic },
    },
    async (request) => {
      await untrustPerson(app.db, currentUser(request), request.body.blog_id, request.body._id);
      return { status: "done" as const };
    },
  );
}
