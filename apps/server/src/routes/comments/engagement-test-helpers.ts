import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { comments, notifications, posts } from "../../db/schema";
import type { TestApp } from "../../test/build-app";

/** Helpers shared by the engagement tests (comments, tributes, likes, images, notifications). */

export const visitorComment = (overrides: Record<string, string> = {}) => ({
  comment: "He taught me to swim at Casuarina beach.",
  commenterFirstName: "Anita",
  commenterLastName: "Rajan",
  email: "anita@example.com",
  mobileNumber: "+94 77 123 4567",
  currentPlace: "Colombo",
  ...overrides,
});

export const visitorTribute = (overrides: Record<string, string> = {}) => ({
  tribute: "Rest in peace, dear teacher.",
  tributerFirstName: "Anita",
  tributerLastName: "Rajan",
  email: "anita@example.com",
  mobileNumber: "0771234567",
  currentPlace: "Colombo",
  ...overrides,
});

/** The post's counters as stored. */
export async function counters(app: TestApp, postId: string) {
  const [row] = await app.db
    .select({
      likes: posts.totalLikes,
      comments: posts.totalComments,
      parents: posts.totalParentComments,
      tributes: posts.totalTributes,
      images: posts.totalImages,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

export async function totalReplies(app: TestApp, commentId: string) {
  const [row] = await app.db.select({ n: comments.totalReplies }).from(comments).where(eq(comments.id, commentId));
  return row?.n;
}

/** Every notification stored for a user, oldest first. */
export async function notificationsOf(app: TestApp, userId: string) {
  const rows = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Asserts a 4xx with a readable `{ error }` sentence and returns it. */
export function expectError(res: { statusCode: number; json: () => unknown }, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: string };
  expect(typeof body.error).toBe("string");
  expect(body.error.length).toBeGreaterThan(3);
  if (message !== undefined) expect(body.error).toBe(message);
  return body.error;
}

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
