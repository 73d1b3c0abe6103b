import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, passwordStrength, resetPasswordSchema, signInSchema, signUpSchema } from "./auth";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const validSignUp = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  password: "Secret123",
  confirmPassword: "Secret123",
};

describe("accounts validation (accounts §5)", () => {
  it.each([
    [{ email: "nope", password: "secret1" }, "Invalid email address"],
    [{ email: "a@b.co", password: "12345" }, "Password must be at least 6 characters"],
  ])("sign-in %j -> %s", (input, message) => {
    expect(firstMessage(signInSchema.safeParse(input))).toBe(message);
  });

  it("trims the sign-in e-mail", () => {
    expect(signInSchema.parse({ email: "  a@b.co ", password: "secret1" }).email).toBe("a@b.co");
  });

  it.each([
    [{ fullName: " A " }, "Name must be at least 2 characters"],
    [{ fullName: "x".repeat(101) }, "Name must be less than 100 characters"],
    [{ email: "ada@" }, "Invalid email address"],
    [{ password: "Short1", confirmPassword: "Short1" }, "Password must be at least 8 characters"],
    [
      { password: "alllowercase1", confirmPassword: "alllowercase1" },
      "Password must contain uppercase, lowercase, and number",
    ],
    [
      { password: "NoDigitsHere", confirmPassword: "NoDigitsHere" },
      "Password must contain uppercase, lowercase, and number",
    ],
    [{ confirmPassword: "Different1" }, "Passwords don't match"],
  ])("sign-up %j -> %s", (change, message) => {
    expect(firstMessage(signUpSchema.safeParse({ ...validSignUp, ...change }))).toBe(message);
  });

  it("accepts a valid sign-up", () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
  });

  it("applies the sign-up rules to the reset form", () => {
    expect(firstMessage(resetPasswordSchema.safeParse({ password: "weak", confirmPassword: "weak" }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(firstMessage(resetPasswordSchema.safeParse({ password: "Secret123", confirmPassword: "Secret124" }))).toBe(
      "Passwords don't match",
    );
  });

  it.each([
    ["nope", "Please enter a valid email address"],
    [`${"a".repeat(250)}@b.com`, "Email must be less than 255 characters"],
  ])("forgot-password %s -> %s", (email, message) => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email }))).toBe(message);
  });
});

describe("password strength", () => {
  it.each([
    ["abc", 0, "Weak", 33],
    ["abcdefgh", 1, "Weak", 33],
    ["abcdefgh1", 2, "Weak", 33],
    ["Abcdefgh1", 3, "Medium", 66],
    ["Abcdefgh1!", 4, "Strong", 100],
    ["Abcdefghijk1!", 5, "Strong", 100],
  ])("%s scores %i: %s %i%%", (password, score, label, percent) => {
    expect(passwordStrength(password)).toEqual({ score, label, percent });
  });
});
