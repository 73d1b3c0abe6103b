import { BRAND } from "../../shared/constants";
import type { Locale } from "../../shared/locale";
import { translator } from "../i18n";
import de from "./messages/de.json" with { type: "json" };
import en from "./messages/en.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

/** Every mail has a plain-text and an HTML body; the HTML escapes all interpolated values. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail (shown in the outbox and the log). */
  link?: string;
}

/** Mails are written in the learner's interface language. */
const textsIn = translator({ en, de, fr });
type Texts = ReturnType<typeof textsIn>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function layout(
  locale: Locale,
  t: Texts,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;color:#555;font-size:13px">${escapeHtml(t("mail.pasteLink", { url: action.url }))}</p>`
    : "";
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#6b7280;font-size:12px">${escapeHtml(t("mail.footer", { brand: BRAND }))}</p></body></html>`;
}

function mail(
  locale: Locale,
  to: string,
  name: string,
  write: (t: Texts) => { subject: string; text: string; action?: { label: string; url: string } },
): Mail {
  const t = textsIn(locale);
  const texts = write(t);
  const paragraphs = [name.trim() ? t("mail.greeting", { name: name.trim() }) : t("mail.greetingNoName"), texts.text];
  const { subject, action } = texts;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    t("mail.footer", { brand: BRAND }),
  ];
  return {
    to,
    subject,
    text: text.join("\n\n"),
    html: layout(locale, t, subject, paragraphs, action),
    link: action?.url,
  };
}

export const verificationMail = (to: string, name: string, url: string, locale: Locale = "en") =>
  mail(locale, to, name, (t) => ({
    subject: t("mail.verify.subject", { brand: BRAND }),
    text: t("mail.verify.text", { brand: BRAND }),
    action: { label: t("mail.verify.action"), url },
  }));

export const resetPasswordMail = (to: string, name: string, url: string, locale: Locale = "en") =>
  mail(locale, to, name, (t) => ({
    subject: t("mail.reset.subject", { brand: BRAND }),
    text: t("mail.reset.text"),
    action: { label: t("mail.reset.action"), url },
  }));

export const welcomeMail = (to: string, name: string, appUrl: string, locale: Locale = "en") =>
  mail(locale, to, name, (t) => ({
    subject: t("mail.welcome.subject", { brand: BRAND }),
    text: t("mail.welcome.text"),
    action: { label: t("mail.welcome.action", { brand: BRAND }), url: appUrl },
  }));

export const existingAccountMail = (to: string, name: string, signInUrl: string, locale: Locale = "en") =>
  mail(locale, to, name, (t) => ({
    subject: t("mail.existing.subject", { brand: BRAND }),
    text: t("mail.existing.text"),
    action: { label: t("mail.existing.action"), url: signInUrl },
  }));
