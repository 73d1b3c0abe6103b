import { BRAND } from "../../shared/constants";

/** Every mail has a plain-text and an HTML body; the HTML escapes all interpolated values. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail (shown in the outbox and the log). */
  link?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;color:#555;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#6b7280;font-size:12px">${BRAND}: your AI language tutor</p></body></html>`;
}

function mail(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `${BRAND}: your AI language tutor`,
  ].join("\n\n");
  return { to, subject, text, html: layout(subject, paragraphs, action), link: action?.url };
}

const greeting = (name: string) => `Hi ${name.trim() || "there"},`;

export const verificationMail = (to: string, name: string, url: string) =>
  mail(
    to,
    `Verify your e-mail for ${BRAND}`,
    [
      greeting(name),
      `Please confirm your e-mail address to start learning with ${BRAND}. The link is valid for 24 hours.`,
    ],
    { label: "Verify e-mail", url },
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  mail(
    to,
    `Reset your ${BRAND} password`,
    [
      greeting(name),
      "Someone (hopefully you) asked to reset your password. The link is valid for 1 hour. If it wasn't you, ignore this mail: your password stays as it is.",
    ],
    { label: "Choose a new password", url },
  );

export const welcomeMail = (to: string, name: string, appUrl: string) =>
  mail(
    to,
    `Welcome to ${BRAND}!`,
    [
      greeting(name),
      "Your account is ready. Pick a course, choose a scenario and start chatting with your tutor: every reply corrects your message and teaches you new words.",
    ],
    { label: `Open ${BRAND}`, url: appUrl },
  );

export const existingAccountMail = (to: string, name: string, signInUrl: string) =>
  mail(
    to,
    `Someone tried to sign up to ${BRAND} with your address`,
    [
      greeting(name),
      "Someone tried to create a new account with this e-mail address, which already has an account. If it was you, just sign in (or reset your password if you forgot it). If not, you can ignore this mail.",
    ],
    { label: "Sign in", url: signInUrl },
  );
