import { expect, test, waitForHydration } from "./fixtures";
import { appOrigin, createVerifiedUser, latestMail, PASSWORD, pathOf, signIn, toasts, uniqueEmail } from "./helpers";

test("sign up, verify from the mailed link, sign in, use the avatar menu, sign out", async ({ page, request }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId("password-strength")).toContainText("Medium");
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(toasts(page).filter({ hasText: "Account Created!" })).toContainText(
    "Please check your email to verify your account",
  );
  const dialog = page.getByRole("dialog", { name: "Check Your Email" });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Resend verification email" }).click();
  await expect(dialog.getByRole("button", { name: "Email Sent!" })).toBeDisabled();
  await expect(toasts(page).filter({ hasText: "Email sent!" })).toContainText(
    "We've sent you a new verification email.",
  );
  await page.keyboard.press("Escape");

  const mail = await latestMail(request, email, /Verify/);
  await page.goto(pathOf(mail.link));
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
  await page.getByRole("link", { name: "Continue to App" }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, email);
  await expect(toasts(page).filter({ hasText: "Welcome back!" })).toContainText("You have successfully signed in");
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: "Account menu for Grace Hopper" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("Grace Hopper");
  await expect(menu).toContainText(email);
  for (const item of ["Profile", "Progress", "Learning Studio", "Settings", "Sign Out"]) {
    await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await menu.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(toasts(page).filter({ hasText: "Signed out" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test("an unverified sign-in says 'Email not verified' and its Resend action works", async ({ page, request }) => {
  const email = uniqueEmail("unverified");
  await request.post("/api/auth/sign-up/email", {
    data: { name: "Not Yet", email, password: PASSWORD },
    headers: { Origin: appOrigin() },
  });
  await signIn(page, email);
  const toast = toasts(page).filter({ hasText: "Email not verified" });
  await expect(toast).toContainText("Please verify your email before signing in.");
  await toast.getByRole("button", { name: "Resend" }).click();
  await expect(toasts(page).filter({ hasText: "Verification email sent" })).toContainText(
    "Check your inbox for the verification link.",
  );
});

test("a wrong password says 'Invalid email or password'", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user.email, "WrongPass1");
  await expect(toasts(page).filter({ hasText: "Sign In Failed" })).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/auth$/);
});

test("forgot password: mail, new password, signed out, sign in with the new one", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(toasts(page).filter({ hasText: "Reset link sent!" })).toContainText(
    "Check your email for the password reset link.",
  );
  await dialog.getByRole("button", { name: "try again" }).click();
  await expect(dialog.getByLabel("Email")).toBeVisible();
  await page.keyboard.press("Escape");

  const mail = await latestMail(request, user.email, /Reset/);
  await page.goto(pathOf(mail.link));
  await expect(page.getByRole("heading", { name: "Create New Password" })).toBeVisible();
  await expect(page.getByText("Reset links are valid for 1 hour.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("BrandNew789");
  await page.getByLabel("Confirm new password").fill("BrandNew789");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toasts(page).filter({ hasText: "Password reset successful!" })).toContainText(
    "You can now sign in with your new password.",
  );
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, user.email, "BrandNew789");
  await expect(toasts(page).filter({ hasText: "Welcome back!" })).toBeVisible();

  // The same link cannot be used twice.
  await page.goto(pathOf(mail.link));
  await expect(page.getByRole("heading", { name: "Reset Link Expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toBeVisible();
});

test("an invalid or missing reset link shows 'Reset Link Expired'", async ({ page }) => {
  await page.goto("/auth/reset-password?access_token=made-up-token&type=recovery");
  await expect(page.getByRole("heading", { name: "Reset Link Expired" })).toBeVisible();
  await expect(toasts(page).filter({ hasText: "Link expired" })).toBeVisible();
  await page.goto("/auth/reset-password");
  await expect(page.getByRole("heading", { name: "Reset Link Expired" })).toBeVisible();
  await expect(toasts(page).filter({ hasText: "Invalid reset link" })).toBeVisible();
  // The forgot-password form on its own address (it works without the page's code too).
  await page.getByRole("link", { name: "Request New Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
});

test("the verification page explains bad links", async ({ page }) => {
  await page.goto("/auth/verify");
  await expect(page.getByText("Invalid verification link. Please check your email and try again.")).toBeVisible();
  await page.goto("/auth/verify?token_hash=forged&type=email");
  await expect(
    page.getByText("This verification link has expired or is invalid. Please request a new one."),
  ).toBeVisible();
  await page.goto("/auth/verify?error=access_denied&error_description=Email+link+has+already+been+confirmed");
  await expect(page.getByText("This email has already been verified. You can sign in now!")).toBeVisible();
  await page.getByRole("link", { name: "Request a new verification email" }).click();
  await expect(page.getByRole("dialog", { name: "Request a new verification email" })).toBeVisible();
});

for (const remember of [true, false]) {
  test(`remember me ${remember ? "on keeps" : "off ends"} the session when the browser closes`, async ({
    page,
    request,
    browser,
  }) => {
    const user = await createVerifiedUser(request);
    await signIn(page, user.email, PASSWORD, remember);
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();

    // A browser restart keeps persistent cookies and drops session cookies.
    const state = await page.context().storageState();
    const reopened = await browser.newContext({
      storageState: { ...state, cookies: state.cookies.filter((c) => c.expires > 0) },
    });
    const again = waitForHydration(await reopened.newPage());
    await again.goto("/");
    if (remember) await expect(again.getByRole("button", { name: /Account menu/ })).toBeVisible();
    else await expect(again.getByRole("link", { name: "Sign In" })).toBeVisible();
    await reopened.close();
  });
}

test("a signed-in user who opens /auth goes home", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user.email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Choose Your Language" })).toBeVisible();
});

test("Google sign-in explains that it is not configured", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(toasts(page).filter({ hasText: "Sign in failed" })).toContainText(
    "Google sign-in is not configured on this server.",
  );
});

test.describe("every validation message of the spec", () => {
  test("sign-in", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  });

  test("sign-up", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    const submit = () => page.getByRole("button", { name: "Create Account" }).click();
    await page.getByLabel("Full name").fill("A");
    await page.getByLabel("Email").fill("nope@");
    await page.getByLabel("Password", { exact: true }).fill("Short1");
    await page.getByLabel("Confirm password").fill("Other1");
    await submit();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel("Full name").fill("x".repeat(101));
    await page.getByLabel("Password", { exact: true }).fill("alllowercase");
    await submit();
    await expect(page.getByText("Name must be less than 100 characters")).toBeVisible();
    await expect(page.getByText("Password must contain uppercase, lowercase, and number")).toBeVisible();
    await expect(page.getByTestId("password-strength")).toContainText("Weak");
    await page.getByLabel("Password", { exact: true }).fill("Abcdefgh1!xyz");
    await expect(page.getByTestId("password-strength")).toContainText("Strong");
  });

  test("forgot password, in its dialog and on its own address (answered by the server)", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill("nope");
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel("Email").fill(`${"a".repeat(250)}@b.com`);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog.getByText("Email must be less than 255 characters")).toBeVisible();

    await page.goto("/auth?forgot=1");
    await page.getByLabel("Email").fill("nope");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("nope");
  });

  test("new password", async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    await page.goto("/auth?forgot=1");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const mail = await latestMail(request, user.email, /Reset/);
    await page.goto(pathOf(mail.link));
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });
});

test("the password field can be shown and hidden", async ({ page }) => {
  await page.goto("/auth");
  const field = page.getByLabel("Password", { exact: true });
  await field.fill("Secret123");
  await expect(field).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(field).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(field).toHaveAttribute("type", "password");
});
