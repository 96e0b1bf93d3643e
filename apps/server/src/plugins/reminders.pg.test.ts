import { afterAll, describe, expect, it, vi } from "vitest";
import PgBoss from "pg-boss";
import { buildApp } from "../app";
import { buildTestApp } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";
import { at, followConfirmed, mailsTo } from "../routes/reminders/reminder-test-helpers";
import { REMINDER_QUEUES } from "./reminders";

/**
 * Several servers on one PostgreSQL (decision 028): a queued job outlives the server that
 * queued it, and sweeps racing on two servers send each mail once.
 */
const first = await buildTestApp({ rateLimit: false });
const second = await buildApp({ config: first.config, database: first.database, logger: false });
await second.ready();
afterAll(() => second.close());

describe("reminders across servers on one PostgreSQL", () => {
  it("sends each mail once when two servers sweep the same hour at the same moment", async () => {
    const author = await buildUser(first);
    const blog = await buildPost(first.db, author, { firstname: "Twice", lastname: "Swept", deathyear: "2030", deathmonth: "3", deathdate: "1" });
    const email = "two-servers@example.com";
    await followConfirmed(first, blog.blogId, email);
    for (let i = 0; i < 3; i++) await Promise.all([first.reminders.sweep(at("2030-03-24")), second.reminders.sweep(at("2030-03-24"))]);
    expect(mailsTo(first, email).map((mail) => mail.subject)).toEqual([
      "Please confirm: reminders for the memorial of Twice Swept",
      "In a week: the 31st day remembrance of Twice Swept",
    ]);
  });

  it("does a job queued by a server that then stopped, once a server starts", async () => {
    const author = await buildUser(first);
    const blog = await buildPost(first.db, author, { firstname: "Outlives", lastname: "Restart" });
    const email = "restart@example.com";
    await followConfirmed(first, blog.blogId, email);
    // A server queues the new-event job and goes down before any worker takes it.
    const gone = new PgBoss({ connectionString: first.database.url, max: 1 });
    await gone.start();
    if (!(await gone.getQueue(REMINDER_QUEUES.events))) await gone.createQueue(REMINDER_QUEUES.events);
    const event = { eventname: "Viewing", eventdate: "02/03/2030", eventstarttime: "5:00 PM", eventendtime: "9:00 PM", eventaddress: "Nallur" };
    await gone.send(REMINDER_QUEUES.events, { postId: blog.id, events: [event] });
    await gone.stop({ graceful: true, wait: true });

    const restarted = await buildApp({ config: { ...first.config, reminders: true }, database: first.database, logger: false });
    await restarted.ready();
    try {
      expect(restarted.reminders.kind()).toBe("pg-boss");
      await vi.waitFor(() => expect(mailsTo(first, email)).toHaveLength(2), { timeout: 20_000, interval: 100 });
      expect(mailsTo(first, email)[1]!.subject).toBe("Outlives Restart: the family has added Viewing");
    } finally {
      await restarted.close();
    }
  });
});
