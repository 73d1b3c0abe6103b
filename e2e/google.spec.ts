import { fileURLToPath, pathToFileURL } from "node:url";
import { OAuth2Server } from "oauth2-mock-server";
import { type RunningServer, startServer } from "../scripts/bench/server";
import { type BrowserContext, expect, type Page, test, waitForHydration } from "./fixtures";
import { createVerifiedUser, uniqueEmail } from "./helpers";

/**
 * 'Continue with Google' end to end: a second server (the same build) with Google configured, whose calls to Google
 * go to a local OpenID Connect provider (oauth2-mock-server) through google-edge.mjs; the browser's visit to
 * Google's consent page is routed to the same provider, which approves at once and redirects back with a code.
 */

let provider: OAuth2Server;
let server: RunningServer;
/** Who Google says is signing in, for the next token the provider signs. */
let googleUser: { sub: string; email: string; email_verified: boolean; name: string };

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => {
    // Google's claims; a picture the app must not take as the avatar.
    Object.assign(token.payload, { ...googleUser, picture: "https://lh3.example/photo.jpg" });
  });
  server = await startServer({
    GOOGLE_CLIENT_ID: "parley-e2e.apps.example",
    GOOGLE_CLIENT_SECRET: "e2e-secret",
    GOOGLE_EDGE: provider.issuer.url!,
    NODE_OPTIONS: `--import ${pathToFileURL(fileURLToPath(new URL("./google-edge.mjs", import.meta.url))).href}`,
    AUTH_SIGN_IN_LIMIT_PER_MINUTE: "1000",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

/** A browser on the Google-enabled server, whose visits to Google's consent page reach the local provider. */
async function browserWithGoogle(
  newContext: (options: { baseURL: string }) => Promise<BrowserContext>,
  tamper?: (callback: URL) => void,
) {
  const context = await newContext({ baseURL: server.url });
  const authorizations: URL[] = [];
  await context.route("https://accounts.google.com/**", async (route) => {
    const google = new URL(route.request().url());
    authorizations.push(google);
    const local = new URL(`${provider.issuer.url}/authorize`);
    local.search = google.search;
    await route.fulfill({ status: 302, headers: { Location: local.href } });
  });
  if (tamper) {
    // The provider's redirect back to the app, changed on its way (as an attacker's forged link would be).
    provider.service.once("beforeAuthorizeRedirect", ({ url }) => tamper(url));
  }
  return { context, page: waitForHydration(await context.newPage()), authorizations };
}

async function continueWithGoogle(page: Page) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Google" }).click();
}

const sessionOf = async (page: Page) => (await (await page.request.get("/api/auth/get-session")).json())?.user;

test("a new learner signs up with Google: consent, callback, signed in at home", async ({ browser }) => {
  googleUser = { sub: "google-ada", email: uniqueEmail("google"), email_verified: true, name: "Ada Google" };
  const { context, page, authorizations } = await browserWithGoogle((o) => browser.newContext(o));
  await continueWithGoogle(page);
  await page.waitForURL(`${server.url}/`);
  await expect(page.getByRole("button", { name: "Account menu for Ada Google" })).toBeVisible();

  // The app asked Google for what the specification says: offline access, consent, our callback, PKCE, a state.
  const asked = authorizations[0]!.searchParams;
  expect(asked.get("access_type")).toBe("offline");
  expect(asked.get("prompt")).toBe("consent");
  expect(asked.get("redirect_uri")).toBe(`${server.url}/api/auth/callback/google`);
  expect(asked.get("code_challenge_method")).toBe("S256");
  expect(asked.get("state")?.length).toBeGreaterThan(16);
  expect(asked.get("client_id")).toBe("parley-e2e.apps.example");

  const user = await sessionOf(page);
  expect(user).toMatchObject({ email: googleUser.email, name: "Ada Google", emailVerified: true, image: null });
  const profile = await (await page.request.get("/api/profile")).json();
  expect(profile.fullName).toBe("Ada Google");
  await context.close();
});

test("a learner with a password account signs in with Google for the same verified address: one account", async ({
  browser,
}) => {
  const first = await browser.newContext({ baseURL: server.url });
  const existing = await createVerifiedUser(first.request, "Grace Hopper", server.url);
  await first.close();
  googleUser = { sub: "google-grace", email: existing.email, email_verified: true, name: "Grace G." };
  const { context, page } = await browserWithGoogle((o) => browser.newContext(o));
  await continueWithGoogle(page);
  await page.waitForURL(`${server.url}/`);
  // The same account, linked: its name stays the learner's own, and the password still signs in.
  const user = await sessionOf(page);
  expect(user).toMatchObject({ email: existing.email, name: "Grace Hopper" });
  const accounts = await (await page.request.get("/api/auth/list-accounts")).json();
  expect(accounts.map((a: { providerId: string }) => a.providerId).sort()).toEqual(["credential", "google"]);
  await context.close();
});

test("an address Google has not verified is not linked to an existing account: 'Sign in failed' says why", async ({
  browser,
}) => {
  const first = await browser.newContext({ baseURL: server.url });
  const existing = await createVerifiedUser(first.request, "Linus Example", server.url);
  await first.close();
  googleUser = { sub: "google-mallory", email: existing.email, email_verified: false, name: "Mallory" };
  const { context, page } = await browserWithGoogle((o) => browser.newContext(o));
  await continueWithGoogle(page);
  await page.waitForURL(/\/auth\?error=/);
  await expect(page.getByRole("alert")).toContainText("Sign in failed");
  await expect(page.getByRole("alert")).toContainText("An account with this e-mail address exists already");
  expect(await sessionOf(page)).toBeFalsy();
  await context.close();
});

test("a tampered state is refused: no session, and the page says the sign-in could not be completed", async ({
  browser,
}) => {
  googleUser = { sub: "google-eve", email: uniqueEmail("google"), email_verified: true, name: "Eve Google" };
  const { context, page } = await browserWithGoogle(
    (o) => browser.newContext(o),
    (url) => url.searchParams.set("state", `${url.searchParams.get("state")}x`),
  );
  await continueWithGoogle(page);
  await page.waitForURL(/\/auth\?error=/);
  await expect(page.getByRole("alert")).toContainText("Sign in failed");
  await expect(page.getByRole("alert")).toContainText("could not be completed");
  expect(await sessionOf(page)).toBeFalsy();
  await context.close();
});
