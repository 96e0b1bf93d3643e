import type { ReminderMemorial as ReminderMemorialAnswer } from "@kma/core/reminders/reminder-answer-shapes";
import type { ReminderMemorial } from "../db/reminder-memorial";

/** The memorial a confirmation or unsubscribe link is about: its names and address, nothing of the follower. */
export const presentReminderMemorial = (memorial: ReminderMemorial): ReminderMemorialAnswer => ({
  blog_id: memorial.blogId,
  firstname: memorial.firstname,
  lastname: memorial.lastname,
  tamilfirstname: memorial.tamilfirstname,
  tamillastname: memorial.tamillastname,
});
