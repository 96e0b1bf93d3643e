/** The memorial a confirmation or unsubscribe link is about (POST /confirm-follow, /unsubscribe): the server's shape, packages/core reminder-answer-shapes.ts. */
import type { ReminderMemorial } from "@kma/core/reminders/reminder-answer-shapes";

export type { ReminderMemorial };

export const memorialName = (post: Pick<ReminderMemorial, "firstname" | "lastname">) => `${post.firstname} ${post.lastname}`.trim();
