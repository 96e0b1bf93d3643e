import { z } from "zod";

/**
 * What the server answers (docs/api.md "Responses"; decision 040). Every JSON route declares one
 * of the `*-answer-shapes.ts` schemas as its response schema, so /api/openapi.json describes what
 * comes back, the server checks each answer against it when it runs under tests, and the web app
 * reads the inferred types (as types only: no zod reaches the browser for them). Objects are
 * strict: a key the contract does not name fails the check instead of leaving the server unseen.
 * The shapes sit below every rule and import none of the request schemas' transforms.
 */

/** A time the server stamped (`publishedAt`, `commentedAt`, ...): ISO 8601 in UTC. */
export const stampSchema = z.iso.datetime();

/** Every 4xx and 5xx answer: a sentence a person can read (docs/api.md "Conventions"). */
export const errorAnswerSchema = z.strictObject({ error: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** A write that has nothing more to say (the deletes, revokes and decisions). */
export const doneAnswerSchema = z.strictObject({ status: z.literal("done") });
export type DoneAnswer = z.infer<typeof doneAnswerSchema>;

/** The count calls: how many items the list has in all. */
export const totalDocsAnswerSchema = z.strictObject({ totalDocs: z.number().int().min(0) });
export type TotalDocsAnswer = z.infer<typeof totalDocsAnswerSchema>;

/** GET /health: the server runs and its database answered. */
export const healthAnswerSchema = z.strictObject({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** GET /config: what the web app needs to know about this deployment. */
export const clientConfigAnswerSchema = z.strictObject({ google_client_id: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigAnswerSchema>;

/** GET /get-upload-url: where to PUT one photo. */
export const uploadUrlAnswerSchema = z.strictObject({ uploadURL: z.string() });
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswerSchema>;

/** PUT /uploads/<key>: the stored photo's URL, to send with a form. */
export const uploadedPhotoAnswerSchema = z.strictObject({ url: z.string() });
export type UploadedPhotoAnswer = z.infer<typeof uploadedPhotoAnswerSchema>;

/**
 * True when A and B are the same type. A shape written beside a hand-written type that other code
 * already uses (viewer-actions.ts, thithi-days.ts) is checked against it: `const _same: SameShape<…> = true`.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
