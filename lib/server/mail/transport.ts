import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { getEnv } from "@/lib/env";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  // Stable per outbox row, so a mail sent again after a crash can be recognised as the same one.
  messageId?: string;
  // A file on disk (path) or one made for this mail (content).
  attachments?: { filename: string; contentType: string; path?: string; content?: Buffer }[];
};

let smtp: { url: string; transport: nodemailer.Transporter } | undefined;

// With SMTP_URL, mail goes to that server. Without it (the demo, the e2e
// run), each message is written as an .eml file to MAIL_DIR, where it can be
// opened with any mail program.
export async function deliver(mail: OutgoingMail): Promise<void> {
  const env = getEnv();
  const message = { from: env.MAIL_FROM, ...mail };
  if (env.SMTP_URL) {
    if (smtp?.url !== env.SMTP_URL) smtp = { url: env.SMTP_URL, transport: nodemailer.createTransport(env.SMTP_URL) };
    await smtp.transport.sendMail(message);
    return;
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  await fs.mkdir(env.MAIL_DIR, { recursive: true });
  const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
  const file = path.join(
    env.MAIL_DIR,
    `${Date.now()}-${safeTo}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 16)}.eml`,
  );
  await fs.writeFile(file, info.message as Buffer);
}
