/** The memorial a confirmation or unsubscribe link is about (POST /confirm-follow, /unsubscribe). */
export type ReminderMemorial = { blog_id: string; firstname: string; lastname: string; tamilfirstname: string; tamillastname: string };

export const memorialName = (post: Pick<ReminderMemorial, "firstname" | "lastname">) => `${post.firstname} ${post.lastname}`.trim();
