import type { Mail } from "../plugins/mailer";
import { escapeHtml } from "../lib/escape-html";

/** The reset e-mail. People who write here are often grieving: plain words, no pressure. */
export function resetPasswordMail(to: { email: string; fullname: string }, link: string): Mail {
  const paragraphs = [
    `Hello ${to.fullname},`,
    "We received a request to reset the password for your Keep Memories Alive account. You can choose a new password here:",
    link,
    "This link works once and stays valid for one hour. If you did not ask for it, you can safely ignore this e-mail; your password will not change.",
    "Thank you for keeping the memories of your loved ones alive. We are here whenever you need us.",
    "Keep Memories Alive",
  ];
  const html = paragraphs
    .map((p) => (p === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
    .join("\n");
  return { to: to.email, subject: "Reset your Keep Memories Alive password", text: paragraphs.join("\n\n"), html };
}
