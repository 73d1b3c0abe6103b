import type { ForgotPasswordInput, SignInInput, SignUpInput } from "../../../shared/schemas/auth";
import { lazyResolver } from "../../lib/lazy-resolver";

/** The sign-in page's forms check what was typed with zod, which loads when a form is first used (not with the page). */
const checks = () => import("./validation");

export const signInCheck = lazyResolver<SignInInput>(() => checks().then((m) => m.signIn));
export const signUpCheck = lazyResolver<SignUpInput>(() => checks().then((m) => m.signUp));
export const forgotPasswordCheck = lazyResolver<ForgotPasswordInput>(() => checks().then((m) => m.forgotPassword));
export const emailRequestCheck = lazyResolver<{ email: string }>(() => checks().then((m) => m.emailRequest));
