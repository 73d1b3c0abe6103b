import { z } from "zod";

export { passwordStrength } from "./auth-values";

/** Form and request schemas of accounts §5, with its exact messages. Used by the forms and the server. */

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 255;
export const SIGN_IN_PASSWORD_MIN = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Reset and verification tokens are far shorter; anything longer is not one. */
export const TOKEN_MAX = 2000;

// Every length is checked first, and a failed one ends validation (`abort`): no pattern ever sees a long value.
const emailTooLong = { message: "Email must be less than 255 characters", abort: true } as const;
const passwordTooLong = { message: "Password must be less than 128 characters", abort: true } as const;
const email = z.string().trim().max(EMAIL_MAX, emailTooLong).email("Invalid email address");

/** Lower case, upper case and a digit, each found by one linear scan. */
const mixesCaseAndDigits = (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);

/** Sign-up and reset password: 8+ characters with lower case, upper case and a digit. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX, passwordTooLong)
  .min(PASSWORD_MIN, "Password must be at least 8 characters")
  .refine(mixesCaseAndDigits, "Password must contain uppercase, lowercase, and number");

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .max(PASSWORD_MAX, passwordTooLong)
    .min(SIGN_IN_PASSWORD_MIN, "Password must be at least 6 characters"),
  rememberMe: z.boolean().default(true),
});
export type SignInInput = z.input<typeof signInSchema>;

export const fullNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN, "Name must be at least 2 characters")
  .max(NAME_MAX, "Name must be less than 100 characters");

export const signUpSchema = z
  .object({
    fullName: fullNameSchema,
    email,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords don't match" });
export type SignUpInput = z.input<typeof signUpSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords don't match" });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX, emailTooLong).email("Please enter a valid email address"),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The signed-in user as the web sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
}

/** Bodies the server checks before better-auth sees them (its own field names). */
export const signUpRequestSchema = z.object({ name: fullNameSchema, email, password: newPasswordSchema });
export const resetPasswordRequestSchema = z.object({
  newPassword: newPasswordSchema,
  token: z.string().min(1, "Required").max(TOKEN_MAX),
});
export const emailRequestSchema = z.object({ email });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});

export const deleteAccountSchema = z.object({
  email: z.string().trim().min(1, "Type your e-mail address to confirm").max(EMAIL_MAX),
});
