import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Runs the real entry point (through tsx) and collects what it prints. */
function runServer(env: Record<string, string>, untilReady = false) {
  return new Promise<{ code: number | null; stderr: string; stdout: string; child?: ReturnType<typeof spawn> }>(
    (resolve) => {
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
      if (untilReady) child.on("message", () => resolve({ code: null, stderr, stdout, child }));
      child.on("exit", (code) => resolve({ code, stderr, stdout }));
    },
  );
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
