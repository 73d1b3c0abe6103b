import { type ActionFunctionArgs, data, redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { formFields } from "../../lib/form-fields";
import { authApi } from "./api";
import { safeNextPath } from "./session";

/**
 * What the sign-in page shows after its form was sent without the page's code (JavaScript off, or not loaded yet):
 * what was typed (never a password), the form's messages per field, or the API's failure.
 */
export interface AuthFormResult {
  intent: "signin" | "signup" | "forgot";
  values: { email: string; fullName?: string };
  /** The shared schemas' messages, per field (the form translates them as its own). */
  fields?: Record<string, string>;
  /** The API's refusal: its code, and its message in the page's language. */
  failure?: { code: string; message: string };
  /** Signed up: the address the verification mail went to. */
  sentTo?: string;
  /** The verification mail was sent again. */
  resent?: boolean;
}

/**
 * The sign-in and sign-up forms (and sign-up's 'resend', 'Forgot password?' and the header's 'Sign Out') as the server
 * answers them (decision 0023): checked with the same schemas as the forms, sent to the same API as the browser's code
 * sends them (its cookie reaches the page's response), then a 303 to where the learner was going, or the page again
 * with the messages.
 */
export async function authAction({ request }: ActionFunctionArgs) {
  const field = await formFields(request);
  const asked = field("intent");
  if (asked === "forgot") return forgotPassword(field("email"));
  if (asked === "signout") return signOut();
  const intent = asked === "signup" || asked === "resend" ? "signup" : "signin";
  const values =
    intent === "signup" ? { email: field("email"), fullName: field("fullName") } : { email: field("email") };
  const refused = (result: Omit<AuthFormResult, "intent" | "values">, status: number) =>
    data<AuthFormResult>({ intent, values, ...result }, { status });
  // zod loads with the action, never with the page.
  const { signInSchema, signUpSchema } = await import("../../../shared/schemas/auth");
  try {
    if (asked === "resend") {
      const email = field("email").trim();
      await authApi.resendVerification(email);
      return data<AuthFormResult>({ intent, values: { email }, sentTo: email, resent: true });
    }
    if (intent === "signin") {
      const checked = signInSchema.safeParse({ email: field("email"), password: field("password") });
      if (!checked.success) return refused({ fields: fieldMessages(checked.error.issues) }, 400);
      await authApi.signIn({ email: checked.data.email, password: checked.data.password, rememberMe: true });
      throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")), 303);
    }
    const checked = signUpSchema.safeParse({
      fullName: field("fullName"),
      email: field("email"),
      password: field("password"),
      confirmPassword: field("confirmPassword"),
    });
    if (!checked.success) return refused({ fields: fieldMessages(checked.error.issues) }, 400);
    const { fullName, email, password } = checked.data;
    await authApi.signUp({ name: fullName, email, password });
    return data<AuthFormResult>({ intent, values: { email }, sentTo: email });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refused({ failure: { code: error.code, message: error.message } }, error.answerStatus);
  }
}

/** 'Forgot password?' sent without the page's code: the reset mail, then 'Check your email' in the page. */
async function forgotPassword(typed: string) {
  const { forgotPasswordSchema } = await import("../../../shared/schemas/auth");
  const values = { email: typed };
  const checked = forgotPasswordSchema.safeParse({ email: typed });
  if (!checked.success)
    return data<AuthFormResult>(
      { intent: "forgot", values, fields: fieldMessages(checked.error.issues) },
      { status: 400 },
    );
  const email = checked.data.email.trim();
  try {
    await authApi.requestPasswordReset(email);
    return data<AuthFormResult>({ intent: "forgot", values: { email }, sentTo: email });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = error.answerStatus;
    return data<AuthFormResult>(
      { intent: "forgot", values, failure: { code: error.code, message: error.message } },
      { status },
    );
  }
}

/** 'Sign Out' sent without the page's code (the header's form): the session ends, and the sign-in page says so. */
async function signOut(): Promise<never> {
  try {
    await authApi.signOut();
  } catch (error) {
    // As in the app: a failed sign-out is logged, and the learner still leaves as a visitor.
    console.error("sign-out failed", error);
  }
  throw redirect("/auth?signed-out=1", 303);
}

/** Each field's first message. */
export function fieldMessages(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    fields[name] ??= issue.message;
  }
  return fields;
}
