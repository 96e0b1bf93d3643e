import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on reminder mails. */
  headers?: Record<string, string>;
};

declare module "fastify" {
  interface FastifyInstance {
    sendMail(mail: Mail): Promise<void>;
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written to DATA_DIR/outbox as an .eml
 * file and its links are logged, so a self-hoster can finish a reset without a mail server.
 */
export const mailerPlugin = fp(async (app: FastifyInstance, opts: { smtpUrl?: string; from: string; dataDir: string }) => {
  const outbox = path.join(opts.dataDir, "outbox");
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  app.decorate("sendMail", async (mail: Mail) => {
    const info = await transport.sendMail({ from: opts.from, ...mail });
    if (opts.smtpUrl) return;
    fs.mkdirSync(outbox, { recursive: true });
    const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    app.log.info({ to: mail.to, file, links }, `mail written to outbox: ${mail.subject}`);
  });
  app.addHook("onClose", async () => transport.close());
});
