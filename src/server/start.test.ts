import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Runs the real entry point (through tsx) and collects what it prints. */
function runServer(env: Record<string, string>, untilReady = false) {
  return new Promise<{
    code: number | null;
    stderr: string;
    stdout: string;
    child?: ReturnType<typeof spawn>;
    port?: number;
  }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(join(tmpdir(), "parley-start-")),
        LOG_LEVEL: "info",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (d) => {
      stdout += d;
    });
    child.stderr?.on("data", (d) => {
      stderr += d;
    });
    if (untilReady) {
      child.on("message", (message) =>
        resolve({
          code: null,
          child,
          port: (message as { port: number }).port,
          // What it prints later (until it exits) counts too.
          get stderr() {
            return stderr;
          },
          get stdout() {
            return stdout;
          },
        }),
      );
    }
    child.on("exit", (code) => resolve({ code, stderr, stdout }));
  });
}

describe("server start", () => {
  it("stops with one clear line on a bad configuration value", async () => {
    const { code, stderr } = await runServer({ PORT: "eighty" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Configuration error: PORT must be a whole number between 0 and 65535 (got "eighty")');
  });

  it("refuses to start an LLM tutor without its key, in one line", async () => {
    const { code, stderr } = await runServer({ TUTOR_PROVIDER: "anthropic" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("Configuration error: ANTHROPIC_API_KEY is required for TUTOR_PROVIDER=anthropic");
  });

  it("refuses production without SMTP_URL, in one line naming the variable", async () => {
    const { code, stderr } = await runServer({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), PORT: "0" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "Configuration error: SMTP_URL is required when NODE_ENV=production (or set MAIL_OUTBOX=1 to keep mail on this machine)",
    );
  });

  it("starts in production with MAIL_OUTBOX=1, saying where the mailbox is and that mail stays here", async () => {
    const started = await runServer(
      { NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), PORT: "0", MAIL_OUTBOX: "1" },
      true,
    );
    expect(started.child, `exited with ${started.code}: ${started.stderr}${started.stdout}`).toBeDefined();
    const exited = new Promise((resolve) => started.child!.on("exit", resolve));
    started.child!.kill("SIGTERM");
    await exited;
    const lines = started.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const mailbox = lines.find((line) => line.msg.includes("/dev/mailbox"));
    expect(mailbox?.msg).toMatch(/open http:\/\/localhost:\d+\/dev\/mailbox on this machine/);
    // No HOST: it listens on every interface, so it warns that mail stays on this machine.
    const warning = lines.find((line) => line.msg.includes("mails stay on this machine"));
    expect(warning?.level).toBe(40); // warn
    expect(warning?.msg).toContain("Set SMTP_URL to deliver them");
  });

  it("does not warn about the mailbox when it listens on loopback only", async () => {
    const started = await runServer({ PORT: "0", HOST: "127.0.0.1" }, true);
    expect(started.child).toBeDefined();
    const exited = new Promise((resolve) => started.child!.on("exit", resolve));
    started.child!.kill("SIGTERM");
    await exited;
    expect(started.stdout).toContain("/dev/mailbox on this machine");
    expect(started.stdout).not.toContain("stay on this machine");
  });

  it("keeps an idle connection longer than a client waits between requests (Node's 5 s reset reused ones)", async () => {
    const started = await runServer({ PORT: "0" }, true);
    const child = started.child!;
    try {
      const socket = connect(started.port!, "127.0.0.1");
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk;
      });
      const closed = new Promise<boolean>((resolve) => socket.once("close", () => resolve(true)));
      const ask = async () => {
        const before = (received.match(/HTTP\/1\.1 200/g) ?? []).length;
        socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
        await expect.poll(() => (received.match(/HTTP\/1\.1 200/g) ?? []).length).toBe(before + 1);
      };
      await ask();
      const idle = await Promise.race([closed, new Promise<boolean>((r) => setTimeout(() => r(false), 6000))]);
      expect(idle, "the server closed the idle connection").toBe(false);
      await ask();
      socket.destroy();
    } finally {
      child.kill("SIGTERM");
    }
  }, 60_000);

  it("serves, then drains and exits cleanly on SIGTERM", async () => {
    const started = await runServer({ PORT: "0" }, true);
    // If the server stopped before it was ready, say why.
    expect(started.child, `exited with ${started.code}: ${started.stderr}${started.stdout}`).toBeDefined();
    const child = started.child!;
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
