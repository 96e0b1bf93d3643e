import { describe, expect, it, vi } from "vitest";
import { buildTestApp, post } from "../test/build-app";
import { API_TEST_NAME, buildPost, buildPostFields, buildUser } from "../test/factories";
import { followConfirmed, mailsTo } from "../routes/reminders/reminder-test-helpers";
import { REMINDER_QUEUES, SWEEP_CRON } from "./reminders";

/**
 * The reminder queue itself (decision 028): pg-boss runs on whichever database the app has
 * (embedded PGlite here, PostgreSQL in the TEST_DATABASE_URL pass), schedules the hourly sweep,
 * and carries new-event mails as jobs.
 */
describe("the reminder queue", async () => {
  const app = await buildTestApp({ rateLimit: false, reminders: true });

  it("runs on pg-boss in the app's own database, with the hourly sweep scheduled in UTC", async () => {
    expect(app.reminders.kind()).toBe("pg-boss");
    const schedules = await app.reminders.boss()!.getSchedules();
    expect(schedules).toEqual([expect.objectContaining({ name: REMINDER_QUEUES.sweep, cron: SWEEP_CRON, timezone: "UTC" })]);
    expect(await app.reminders.boss()!.getQueue(REMINDER_QUEUES.sweep)).toEqual(expect.objectContaining({ policy: "singleton" }));
  });

  it("mails the followers of a new event through a queued job, once", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author, { deathyear: "2030", deathmonth: "2", deathdate: "1" });
    const email = "queued@example.com";
    await followConfirmed(app, blog.blogId, email);
    const fields = buildPostFields({ deathyear: "2030", deathmonth: "2", deathdate: "1" });
    const burial = { eventname: "Burial", eventdate: "05/02/2030", eventstarttime: "9:00 AM", eventendtime: "10:00 AM", eventaddress: "Kopay cemetery" };
    const res = await post(app, "/create-post", { ...fields, events: [...fields.events, burial], id: blog.blogId, draft: false }, author.token);
    expect(res.statusCode).toBe(200);
    // The job runs on the worker's next poll: wait for its mail (a harness wait, not a timing assertion).
    await vi.waitFor(() => expect(mailsTo(app, email)).toHaveLength(2), { timeout: 20_000, interval: 100 });
    expect(mailsTo(app, email)[1]!.subject).toBe(`${API_TEST_NAME}: the family has added Burial`);
  });

  it("stops cleanly: the running job finishes, then nothing more is taken", async () => {
    await app.reminders.stop();
    await app.reminders.stop(); // and again, as close() does after a SIGTERM
    expect(app.reminders.kind()).toBe("pg-boss");
  });
});
