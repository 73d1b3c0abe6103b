import { mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createMailer } from "./mailer";
import { verificationMail } from "./templates";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const logger = createLogger("silent");
const link = "http://localhost:3000/auth/verify?token_hash=abc&type=email";

describe("mail over SMTP", () => {
  it("delivers text and HTML through a real SMTP server", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Parley <hello@parley.test>",
      dataDir: "/nonexistent",
      logger,
    });
    expect(mailer.outbox).toBeUndefined();
    expect(await mailer.send(verificationMail("ada@example.com", "Ada", link))).toBe(true);

    const mail = received.at(-1)!;
    expect(mail.from).toBe("hello@parley.test");
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.raw).toMatch(/^Subject: Verify your e-mail for Parley/m);
    expect(mail.raw).toContain("multipart/alternative");
    expect(mail.raw).toContain("text/plain");
    expect(mail.raw).toContain("text/html");
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain("token_hash=3Dabc");
  });

  it("reports failure (without throwing) when the SMTP server is unreachable", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", dataDir: "/nonexistent", logger });
    expect(await mailer.send(verificationMail("ada@example.com", "Ada", link))).toBe(false);
  });
});

describe("local outbox", () => {
  it("keeps mails newest first, with their link", async () => {
    const mailer = createMailer({ dataDir: mkdtempSync(join(tmpdir(), "parley-mail-")), logger });
    await mailer.send(verificationMail("one@example.com", "One", `${link}1`));
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send(verificationMail("two@example.com", "Two", `${link}2`));
    const mails = mailer.outbox!();
    expect(mails.map((m) => m.to)).toEqual(["two@example.com", "one@example.com"]);
    expect(mails[0]!.link).toBe(`${link}2`);
  });

  it("is readable by this machine's owner only: folder 0700, mails 0600", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "parley-mail-"));
    const mailer = createMailer({ dataDir, logger });
    await mailer.send(verificationMail("one@example.com", "One", link));
    const outbox = join(dataDir, "outbox");
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(statSync(join(outbox, files[0]!)).mode & 0o777).toBe(0o600);
  });

  it("tightens an outbox folder an older version made readable to all", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "parley-mail-"));
    mkdirSync(join(dataDir, "outbox"), { mode: 0o755 });
    await createMailer({ dataDir, logger }).send(verificationMail("one@example.com", "One", link));
    expect(statSync(join(dataDir, "outbox")).mode & 0o777).toBe(0o700);
  });

  it("escapes names in the HTML body", () => {
    const mail = verificationMail("x@example.com", "<script>alert(1)</script>", link);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});
