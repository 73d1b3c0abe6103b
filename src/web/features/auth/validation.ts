import { zodResolver } from "@hookform/resolvers/zod";
import { emailRequestSchema, forgotPasswordSchema, signInSchema, signUpSchema } from "../../../shared/schemas/auth";

/** The sign-in page's form checks: a chunk of their own, loaded by `resolvers.ts` when a form is first used. */
export const signIn = zodResolver(signInSchema);
export const signUp = zodResolver(signUpSchema);
export const forgotPassword = zodResolver(forgotPasswordSchema);
export const emailRequest = zodResolver(emailRequestSchema);
