import { type ActionFunctionArgs, data, redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { formFields } from "../../lib/form-fields";
import { authApi } from "./api";
import { fieldMessages } from "./auth-action";

/** What the reset page shows after its form was sent without the page's code: each field's message, or why not. */
export interface ResetFormResult {
  fields?: Record<string, string>;
  failure?: { code: string; message: string };
  /** The link was used or expired meanwhile: the page shows 'Reset Link Expired'. */
  expired?: boolean;
}

/** The reset link's refusals: the page says the link expired. */
export const EXPIRED_CODES = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED"]);

/**
 * 'Update Password' as the server answers it (decision 0023): the same schema as the form, the same API call, then,
 * as in the app, every session ended and the sign-in page, which says the password was changed.
 */
export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("access_token") ?? "";
  const field = await formFields(request);
  const { resetPasswordSchema } = await import("../../../shared/schemas/auth");
  const checked = resetPasswordSchema.safeParse({
    password: field("password"),
    confirmPassword: field("confirmPassword"),
  });
  if (!checked.success) return data<ResetFormResult>({ fields: fieldMessages(checked.error.issues) }, { status: 400 });
  try {
    await authApi.resetPassword(token, checked.data.password);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (EXPIRED_CODES.has(error.code)) return data<ResetFormResult>({ expired: true }, { status: 400 });
    const status = error.answerStatus;
    return data<ResetFormResult>({ failure: { code: error.code, message: error.message } }, { status });
  }
  // The server ended every session; this browser's cookie goes too.
  await authApi.signOut().catch(() => {});
  throw redirect("/auth?reset=done", 303);
}
