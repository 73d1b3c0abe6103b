import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A real server process (the production bundle) for benchmarks. */
export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first successful GET /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const freshDataDir = () => mkdtempSync(join(tmpdir(), "parley-bench-"));

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: "warn",
      DATA_DIR: freshDataDir(),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error("the server exited during start");
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const startMs = performance.now() - started;
  return {
    url,
    child,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
