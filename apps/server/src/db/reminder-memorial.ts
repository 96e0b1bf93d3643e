import { posts } from "./schema";

/**
 * The memorial a reminder's confirmation or unsubscribe link is about: the columns the reminder
 * services read and the row the reminder presenter turns into an answer. Kept below both, so a
 * presenter never imports a service.
 */
export const reminderMemorialColumns = {
  blogId: posts.blogId,
  firstname: posts.firstname,
  lastname: posts.lastname,
  tamilfirstname: posts.tamilfirstname,
  tamillastname: posts.tamillastname,
};
export type ReminderMemorial = { blogId: string; firstname: string; lastname: string; tamilfirstname: string; tamillastname: string };
