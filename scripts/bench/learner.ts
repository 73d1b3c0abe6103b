import type { RunningServer } from "./server";

/** Signs up through the API and verifies through the local outbox, as a person would. */
export async function verifiedUser(server: RunningServer) {
  const email = `bench-${Date.now()}@example.com`;
  const password = "BenchPass123";
  const headers = { "Content-Type": "application/json", Origin: server.url };
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench", email, password }),
  });
  const { mails } = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as {
    mails: { to: string; link: string }[];
  };
  const token = new URL(mails.find((m) => m.to === email)!.link).searchParams.get("token_hash")!;
  await fetch(`${server.url}/api/auth/verify-email?token=${token}`);
  return { email, password };
}

export async function sessionCookie(server: RunningServer, credentials: { email: string; password: string }) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(credentials),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
