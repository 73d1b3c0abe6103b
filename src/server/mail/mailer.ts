import { randomUUID } from "node:crypto";
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  /** Removes the local outbox's mails to an address (a deleted account's). */
  forget?: (to: string) => void;
}

export function createMailer(options: { smtpUrl?: string; from?: string; dataDir: string; logger: Logger }): Mailer {
  const from = options.from ?? `${BRAND} <no-reply@localhost>`;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        try {
          const { to, subject, text, html, headers } = mail;
          await transport.sendMail({ from, to, subject, text, html, headers });
          return true;
        } catch (err) {
          options.logger.error({ err, subject: mail.subject }, "mail could not be sent");
          return false;
        }
      },
    };
  }

  const dir = join(options.dataDir, "outbox");
  const outboxFiles = () => {
    try {
      return readdirSync(dir).filter((f) => f.endsWith(".json"));
    } catch {
      return [];
    }
  };
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as OutboxMail;
  return {
    async send(mail) {
      try {
        // Its links sign people in: only this machine's owner may read them (like the generated auth secret).
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        chmodSync(dir, 0o700);
        const entry: OutboxMail = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
        writeFileSync(join(dir, `${Date.now()}-${entry.id}.json`), JSON.stringify(entry, null, 2), { mode: 0o600 });
        // A link carries a token that signs in or resets a password: never at info, where logs are shipped and kept.
        options.logger.info({ to: mail.to, subject: mail.subject }, "mail kept in the local outbox");
        if (mail.link) options.logger.debug({ to: mail.to, link: mail.link }, "outbox mail link");
        return true;
      } catch (err) {
        options.logger.error({ err, subject: mail.subject }, "mail could not be written to the outbox");
        return false;
      }
    },
    outbox() {
      return outboxFiles()
        .sort()
        .reverse()
        .map((f) => read(f));
    },
    forget(to) {
      for (const file of outboxFiles()) {
        if (read(file).to.toLowerCase() === to.toLowerCase()) rmSync(join(dir, file), { force: true });
      }
    },
  };
}
