import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import PgBoss from "pg-boss";
import type { PostEvent } from "@kma/core/posts/post-schemas";
import type { Database } from "../db/client";
import { sendEventReminders } from "../services/reminders/event-reminders";
import { sweepReminders, type SweepResult } from "../services/reminders/sweep-reminders";

/** The queues (pg-boss names) of the reminders. */
export const REMINDER_QUEUES = { sweep: "reminders-sweep", events: "reminders-events" } as const;
/** Hourly, at five past, in UTC: a sweep finds nothing new most hours and costs two index reads. */
export const SWEEP_CRON = "5 * * * *";
const POLLING_SECONDS = 2;

export type ReminderQueueKind = "pg-boss" | "in-process" | "off";
type EventsJob = { postId: string; events: PostEvent[] };

declare module "fastify" {
  interface FastifyInstance {
    reminders: {
      /** Which queue runs the reminders in this process (decision 028). */
      kind: () => ReminderQueueKind;
      /** The family added events to a published memorial: its followers are mailed, by the queue when there is one. */
      eventsAdded: (postId: string, events: PostEvent[]) => Promise<void>;
      /** One sweep now, with an injected clock (tests, and the in-process fallback's timer). */
      sweep: (now?: Date) => Promise<SweepResult>;
      /** Stops taking jobs and waits for the ones running (SIGTERM; also on close). */
      stop: () => Promise<void>;
      /** The pg-boss instance while it runs (tests enqueue through it). */
      boss: () => PgBoss | null;
    };
  }
}

/**
 * Remembrance reminders run on a durable job queue in the same database (decision
 * 028): pg-boss, on PostgreSQL with its own two connections, on PGlite through the app's
 * client. The hourly sweep is a pg-boss schedule (one job per minute slot, whichever server
 * makes it), taken by one worker of the singleton queue; new-event mails are jobs that outlive
 * a restart. If pg-boss cannot start on PGlite, an in-process timer sweeps instead, and says so
 * in the log; mails still go once each through the deliveries table. REMINDERS=off (tests)
 * starts nothing: the sweep is called directly and event mails are sent in the request.
 */
export const remindersPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  let kind: ReminderQueueKind = "off";
  let boss: PgBoss | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped: Promise<void> | null = null;

  const sweep = (now?: Date) => sweepReminders(app, now);
  const sendEvents = async ({ postId, events }: EventsJob) => {
    await sendEventReminders(app, postId, events);
  };

  async function startBoss(): Promise<PgBoss> {
    const options: PgBoss.ConstructorOptions =
      database.kind === "postgres" && database.url
        ? { connectionString: database.url, max: 2, application_name: "kma-reminders" }
        : // On the embedded database, through the app's own one session: a statement of pg-boss waits
          // for any open transaction of the app's, and never lands inside it.
          { db: { executeSql: database.runSql ?? (() => Promise.reject(new Error("no SQL runner for pg-boss"))) } };
    const instance = new PgBoss({ ...options, schedule: true, supervise: true });
    instance.on("error", (error) => app.log.warn({ err: error }, "reminder queue error"));
    await instance.start();
    for (const [name, policy] of [
      [REMINDER_QUEUES.sweep, "singleton"],
      [REMINDER_QUEUES.events, "standard"],
    ] as const) {
      // Several servers may start at once: whichever creates it first wins, the others find it.
      if (!(await instance.getQueue(name))) await instance.createQueue(name, { name, policy, retryLimit: 3, retryDelay: 60 }).catch(() => {});
    }
    await instance.schedule(REMINDER_QUEUES.sweep, SWEEP_CRON, {}, { tz: "UTC" });
    await instance.work(REMINDER_QUEUES.sweep, { pollingIntervalSeconds: POLLING_SECONDS }, async () => {
      await sweep();
    });
    await instance.work<EventsJob>(REMINDER_QUEUES.events, { pollingIntervalSeconds: POLLING_SECONDS }, async (jobs) => {
      for (const job of jobs) await sendEvents(job.data);
    });
    // A server that was down at five past catches up now; the singleton key makes one sweep of it.
    await instance.send(REMINDER_QUEUES.sweep, {}, { singletonKey: "start", singletonSeconds: 300 });
    return instance;
  }

  app.addHook("onReady", async () => {
    if (!app.config.reminders) return;
    try {
      boss = await startBoss();
      kind = "pg-boss";
      app.log.info({ database: database.kind }, "reminder queue: pg-boss");
    } catch (error) {
      if (database.kind === "postgres") throw error;
      kind = "in-process";
      app.log.warn({ err: error }, "reminder queue: pg-boss could not start on the embedded database; sweeping hourly in this process instead (decision 028)");
      const run = () => void sweep().catch((sweepError: unknown) => app.log.warn({ err: sweepError }, "reminder sweep failed"));
      timer = setInterval(run, 60 * 60 * 1000).unref();
      run();
    }
  });

  async function stop() {
    stopped ??= (async () => {
      if (timer) clearInterval(timer);
      if (boss) await boss.stop({ graceful: true, wait: true, timeout: 8000 });
    })();
    await stopped;
  }
  app.addHook("onClose", stop);

  app.decorate("reminders", {
    kind: () => kind,
    boss: () => boss,
    sweep,
    stop,
    async eventsAdded(postId: string, events: PostEvent[]) {
      if (events.length === 0) return;
      if (boss) await boss.send(REMINDER_QUEUES.events, { postId, events } satisfies EventsJob, { retryLimit: 3, retryDelay: 60 });
      else await sendEvents({ postId, events });
    },
  });
});
