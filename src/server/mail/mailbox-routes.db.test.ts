import { request as httpRequest } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { isLoopbackAddress } from "../http/loopback";
import { createTestApp, type TestApp } from "../testing/harness";
import { verificationMail } from "./templates";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

/** What the Node adapter hands a request that arrived over a socket from `address`. */
const from = (address: string) => ({
  incoming: {
    socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(":") ? "IPv6" : "IPv4" },
  },
});

async function appWithMail() {
  const t = await createTestApp();
  apps.push(t);
  await t.mailer.send(
    verificationMail("eve@example.com", "Eve", "http://localhost/auth/verify?token_hash=secret-token"),
  );
  return t;
}

/** Serves the app through the real Node adapter on a loopback address; resolves its origin. */
async function listen(t: TestApp, hostname: string) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`,
    close: () => server.close(),
  };
}

const ipv6Loopback = await new Promise<boolean>((resolve) => {
  const probe = createServer().once("error", () => resolve(false));
  probe.listen(0, "::1", () => probe.close(() => resolve(true)));
});

describe("/dev/mailbox", () => {
  it("lists the local outbox with links, escaping what people typed", async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.mailer.send(
      verificationMail("eve@example.com", "<img src=x onerror=alert(1)>", "http://localhost/auth/verify?x=1"),
    );
    const page = await t.app.request("/dev/mailbox", {}, from("127.0.0.1"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Verify your e-mail for Parley");
    expect(html).toContain('href="http://localhost/auth/verify?x=1"');
    expect(html).not.toContain("<img src=x");
    const list = await (await t.app.request("/dev/mailbox.json", {}, from("127.0.0.1"))).json();
    expect(list.mails[0].to).toBe("eve@example.com");
  });

  it("answers a client on this machine through the real Node adapter", async () => {
    const t = await appWithMail();
    const server = await listen(t, "127.0.0.1");
    try {
      const page = await fetch(`${server.origin}/dev/mailbox`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("secret-token");
      const list = await fetch(`${server.origin}/dev/mailbox.json`);
      expect(list.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it.runIf(ipv6Loopback)("answers ::1 too", async () => {
    const t = await appWithMail();
    const server = await listen(t, "::1");
    try {
      expect((await fetch(`${server.origin}/dev/mailbox.json`)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it("is the ordinary 404 for a client on another machine, whatever X-Forwarded-For says", async () => {
    const t = await appWithMail();
    const unknown = await t.app.request("/dev/no-such-page", {}, from("203.0.113.7"));
    expect(unknown.status).toBe(404);
    const notFoundPage = await unknown.text();
    for (const path of ["/dev/mailbox", "/dev/mailbox.json"]) {
      for (const address of ["203.0.113.7", "192.168.1.20", "::ffff:10.0.0.3", "2001:db8::1"]) {
        const res = await t.app.request(path, {}, from(address));
        expect(res.status, `${path} from ${address}`).toBe(404);
        const body = await res.text();
        expect(body).toBe(notFoundPage);
        expect(body).not.toContain("secret-token");
      }
      const spoofed = await t.app.request(path, { headers: { "X-Forwarded-For": "127.0.0.1" } }, from("203.0.113.7"));
      expect(spoofed.status).toBe(404);
    }
  });

  it("trusts no proxy header: TRUST_PROXY_HOPS does not make an outside client local", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY_HOPS: "1" } });
    apps.push(t);
    const spoofed = await t.app.request(
      "/dev/mailbox.json",
      { headers: { "X-Forwarded-For": "127.0.0.1" } },
      from("203.0.113.7"),
    );
    expect(spoofed.status).toBe(404);
    // A proxy on this machine forwards outside clients over loopback: those requests are refused as well.
    const proxied = await t.app.request(
      "/dev/mailbox.json",
      { headers: { "X-Forwarded-For": "198.51.100.4" } },
      from("127.0.0.1"),
    );
    expect(proxied.status).toBe(404);
    const server = await listen(t, "127.0.0.1");
    try {
      const viaProxy = await fetch(`${server.origin}/dev/mailbox`, { headers: { Forwarded: "for=198.51.100.4" } });
      expect(viaProxy.status).toBe(404);
    } finally {
      server.close();
    }
  });

  it("answers only a Host that names this machine: another name rebound to 127.0.0.1 reads nothing", async () => {
    const t = await appWithMail();
    const server = await listen(t, "127.0.0.1");
    const port = new URL(server.origin).port;
    try {
      // fetch() will not send a Host of our choosing: node:http does.
      const get = (host: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = httpRequest(
            { host: "127.0.0.1", port, path: "/dev/mailbox.json", headers: { Host: host, ...headers } },
            (res) => {
              let body = "";
              res.on("data", (chunk) => {
                body += chunk;
              });
              res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on("error", reject);
          req.end();
        });
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, "localhost", "LOCALHOST"]) {
        expect((await get(host)).status, host).toBe(200);
      }
      for (const host of [
        `evil.example:${port}`,
        "evil.example",
        `localhost.evil.example:${port}`,
        `127.0.0.1.nip.io`,
      ]) {
        const res = await get(host);
        expect(res.status, host).toBe(404);
        expect(res.body).not.toContain("secret-token");
      }
      // A proxy on this machine that names the client in any header of its own, even an empty one.
      for (const header of [
        "X-Real-IP",
        "Via",
        "X-Forwarded-Host",
        "X-Client-IP",
        "True-Client-IP",
        "X-Forwarded-For",
        "X-Forwarded-Proto",
        "Forwarded",
        "CF-Connecting-IP",
      ]) {
        for (const value of ["198.51.100.4", ""]) {
          const res = await get(`localhost:${port}`, { [header]: value });
          expect(res.status, `${header}: '${value}'`).toBe(404);
          expect(res.body).not.toContain("secret-token");
        }
      }
    } finally {
      server.close();
    }
  });

  it("is the 404 of an in-process request that has no socket", async () => {
    const t = await appWithMail();
    expect((await t.app.request("/dev/mailbox.json")).status).toBe(404);
  });

  it("does not exist when mail goes out by SMTP", async () => {
    const t = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    apps.push(t);
    const res = await t.app.request("/dev/mailbox.json", {}, from("127.0.0.1"));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type") ?? "").not.toContain("application/json");
  });
});

describe("loopback addresses", () => {
  it("are 127.0.0.0/8 and ::1, also IPv4-mapped", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ["10.0.0.1", "0.0.0.0", "::", "::ffff:10.0.0.1", "128.0.0.1", "1127.0.0.1", "", undefined]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});
