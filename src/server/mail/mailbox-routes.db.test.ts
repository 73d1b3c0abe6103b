import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/harness";
import { verificationMail } from "./templates";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

describe("/dev/mailbox", () => {
  it("lists the local outbox with links, escaping what people typed", async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.mailer.send(
      verificationMail("eve@example.com", "<img src=x onerror=alert(1)>", "http://localhost/auth/verify?x=1"),
    );
    const page = await t.app.request("/dev/mailbox");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Verify your e-mail for Parley");
    expect(html).toContain('href="http://localhost/auth/verify?x=1"');
    expect(html).not.toContain("<img src=x");
    const list = await (await t.app.request("/dev/mailbox.json")).json();
    expect(list.mails[0].to).toBe("eve@example.com");
  });

  it("does not exist when mail goes out by SMTP", async () => {
    const t = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    apps.push(t);
    const res = await t.app.request("/dev/mailbox.json");
    expect(res.headers.get("content-type") ?? "").not.toContain("application/json");
  });
});
