import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  chatPath,
  createVerifiedUser,
  latestMail,
  learnerAtFirstScenario,
  PASSWORD,
  pathOf,
  signInViaApi,
  uniqueEmail,
} from "./helpers";

/**
 * A browser without JavaScript (or whose page's code has not run yet): the sign-in page's switch and forms still
 * work, answered by the server (decision 0023). These tests do not wait for hydration: there is none.
 */
test.use({ javaScriptEnabled: false });

test("the sign-up switch is a link", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/[?&]tab=signup/);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await page.getByRole("tab", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});

test("sign in with Enter goes where the learner was going", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  await page.goto("/auth?next=%2Fprogress");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/progress$/);
  // Signed in: the sign-in page now sends the learner home.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("a wrong password says so, keeping the e-mail and not the password", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-pass-1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("sign up shows the form's messages, then 'Check Your Email'", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper");

  const email = uniqueEmail("nojs");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status")).toContainText("Check Your Email");
  await expect(page.getByRole("status")).toContainText(email);
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByRole("button", { name: "Email Sent!" })).toBeDisabled();
});

test("a new chat's opening line comes after the typing indicator", async ({ page, request }) => {
  const { scenario } = await learnerAtFirstScenario(page, request);
  const tutor = scenario.characters[0]!;
  await page.goto(`/course/complete-german/scenario/${scenario.id}/character/${tutor.id}/chat`);
  await expect(page.getByTestId("ai-message")).toHaveText(tutor.openingLine);
  await expect(page.getByRole("status", { name: `${tutor.name} is typing` })).toBeHidden();
});

test("'Forgot password?' is a page of its own: the form's messages, then 'Check your email' and the mail", async ({
  page,
  request,
}) => {
  const { email } = await createVerifiedUser(request);
  await page.goto("/auth?next=%2Fprogress");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/forgot=1/);
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  expect((await latestMail(request, email, /Reset/)).link).toContain("token");
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  // Back to sign in keeps where the learner was going, wherever 'forgot' stood in the address.
  await page.goto("/auth?forgot=1&next=%2Fprogress");
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fprogress&tab=signin$/);
});

/** Asks for a reset link on the 'Forgot password?' page and returns the mailed link's path. */
async function mailedResetLink(page: Page, request: APIRequestContext, email: string) {
  await page.goto("/auth?forgot=1");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  return pathOf((await latestMail(request, email, /Reset/)).link);
}

test("reset password: the form's messages, then the new password works and the link is spent", async ({
  page,
  request,
}) => {
  const { email } = await createVerifiedUser(request);
  const link = await mailedResetLink(page, request, email);
  await page.goto(link);
  // The link was checked by the server: the form, not 'Verifying reset link...'.
  await expect(page.getByRole("heading", { name: "Create New Password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("other");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("BrandNew789");
  await page.getByLabel("Confirm new password").fill("BrandNew788");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("BrandNew789");
  await page.getByLabel("Confirm new password").fill("BrandNew789");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/auth\?reset=done$/);
  await expect(page.getByRole("status")).toContainText(
    "Password reset successful! You can now sign in with your new password.",
  );
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("BrandNew789");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Link Expired" })).toBeVisible();
});

test("a reset link spent while its form was open says so when the form is sent", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  const link = await mailedResetLink(page, request, email);
  await page.goto(link);
  const token = new URL(link, "http://x").searchParams.get("access_token")!;
  // The same link used elsewhere meanwhile (another tab).
  const spent = await request.post("/api/auth/reset-password", { data: { token, newPassword: "Elsewhere123" } });
  expect(spent.ok()).toBe(true);
  await page.getByLabel("New password", { exact: true }).fill("BrandNew789");
  await page.getByLabel("Confirm new password").fill("BrandNew789");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Reset Link Expired" })).toBeVisible();
});

test("sign out from the header's form", async ({ page, request }) => {
  const { email } = await createVerifiedUser(request);
  await signInViaApi(page, email);
  await page.goto("/progress");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/auth\?signed-out=1$/);
  await expect(page.getByRole("status")).toContainText("Signed out See you next time!");
  await page.goto("/progress");
  await expect(page).toHaveURL(/\/auth\?next=%2Fprogress$/);
});

test("a chat message is sent and answered without JavaScript; an empty one says what to do", async ({
  page,
  request,
}) => {
  const { scenario } = await learnerAtFirstScenario(page, request);
  await page.goto(chatPath(scenario));
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Type a message first");
  const box = page.getByLabel("Your message");
  await box.fill("Hallo, ich heiße Anna und ich wohne in berlin.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("user-message")).toContainText("Hallo, ich heiße Anna");
  await expect(page.getByTestId("ai-message")).toHaveCount(2);
  await expect(box).toHaveValue("");
  // The address is the chat's again (a reload does not send the message twice).
  await page.reload();
  await expect(page.getByTestId("user-message")).toHaveCount(1);
});
