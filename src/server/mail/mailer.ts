import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { BRAND } from "../../shared/constants";
import type { Logger } from "../logger";
import type { Mail } from "./templates";

/** A mail kept in the local outbox (no SMTP configured). */
export interface OutboxMail extends Mail {
  id: string;
  sentAt: string;
}

export interface Mailer {
  /** Sends; never throws (a failed mail is logged, the user can ask again). Resolves true when sent. */
  send(mail: Mail): Promise<boolean>;
  /** The local outbox, newest first; undefined when mail goes out by SMTP. */
  outbox?: () => OutboxMail[];
}

export function createMailer(options: { smtpUrl?: string; from?: string; dataDir: string; logger: Logger }): Mailer {
  const from = options.from ?? `${BRAND} <no-reply@localhost>`;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        try {
          await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          return true;
        } catch (err) {
          options.logger.error({ err, subject: mail.subject }, "mail could not be sent");
          return false;
        }
      },
    };
  }

  const dir = join(options.dataDir, "outbox");
  return {
    async send(mail) {
      try {
        mkdirSync(dir, { recursive: true });
        const entry: OutboxMail = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
        writeFileSync(join(dir, `${Date.now()}-${entry.id}.json`), JSON.stringify(entry, null, 2));
        options.logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, "mail kept in the local outbox");
        return true;
      } catch (err) {
        options.logger.error({ err, subject: mail.subject }, "mail could not be written to the outbox");
        return false;
      }
    },
    outbox() {
      let files: string[];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith(".json"));
      } catch {
        return [];
      }
      return files
        .sort()
        .reverse()
        .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as OutboxMail);
    },
  };
}
