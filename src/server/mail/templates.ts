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
  /** Extra headers (List-Unsubscribe of the mail the server sends on its own). */
  headers?: Record<string, string>;
}

/** Mails are written in the learner's interface language. */
const textsIn = translator({ en, de, fr });
type Texts = ReturnType<typeof textsIn>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The footer of a mail the server sends on its own: why it came, one-click unsubscribe, and Settings. */
export interface NoticeFooter {
  reason: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

function noticeHtml(t: Texts, footer: NoticeFooter | undefined): string {
  if (!footer) return "";
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#4f46e5">${escapeHtml(label)}</a>`;
  return `<p style="color:#6b7280;font-size:12px">${escapeHtml(footer.reason)} ${link(footer.unsubscribeUrl, t("mail.notice.unsubscribe"))} · ${link(footer.settingsUrl, t("mail.notice.settings"))}</p>`;
}

function layout(
  locale: Locale,
  t: Texts,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: NoticeFooter,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;color:#555;font-size:13px">${escapeHtml(t("mail.pasteLink", { url: action.url }))}</p>`
    : "";
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#6b7280;font-size:12px">${escapeHtml(t("mail.footer", { brand: BRAND }))}</p>${noticeHtml(t, footer)}</body></html>`;
}

function mail(
  locale: Locale,
  to: string,
  name: string,
  write: (t: Texts) => {
    subject: string;
    text: string;
    action?: { label: string; url: string };
    footer?: NoticeFooter;
  },
): Mail {
  const t = textsIn(locale);
  const texts = write(t);
  const paragraphs = [name.trim() ? t("mail.greeting", { name: name.trim() }) : t("mail.greetingNoName"), texts.text];
  const { subject, action, footer } = texts;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    t("mail.footer", { brand: BRAND }),
    ...(footer
      ? [
          `${footer.reason}\n${t("mail.notice.unsubscribe")}: ${footer.unsubscribeUrl}\n${t("mail.notice.settings")}: ${footer.settingsUrl}`,
        ]
      : []),
  ];
  return {
    to,
    subject,
    text: text.join("\n\n"),
    html: layout(locale, t, subject, paragraphs, action, footer),
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

/** Where a notice mail's links go: its one-click unsubscribe (RFC 8058), the page that confirms it, and Settings. */
export interface NoticeLinks {
  oneClickUrl: string;
  unsubscribePageUrl: string;
  settingsUrl: string;
}

function noticeMail(
  locale: Locale,
  to: string,
  name: string,
  links: NoticeLinks,
  write: (t: Texts) => { subject: string; text: string; action: { label: string; url: string }; reason: string },
): Mail {
  const built = mail(locale, to, name, (t) => {
    const { reason, ...rest } = write(t);
    return { ...rest, footer: { reason, unsubscribeUrl: links.unsubscribePageUrl, settingsUrl: links.settingsUrl } };
  });
  return {
    ...built,
    headers: { "List-Unsubscribe": `<${links.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The daily reminder: the streak at stake (if any) and the scenario to go on with. */
export const reminderMail = (
  to: string,
  name: string,
  reminder: { streak: number; scenario?: { title: string; url: string }; appUrl: string },
  links: NoticeLinks,
  locale: Locale = "en",
) =>
  noticeMail(locale, to, name, links, (t) => ({
    subject:
      reminder.streak > 0
        ? t("mail.reminder.subjectStreak", { days: reminder.streak })
        : t("mail.reminder.subject", { brand: BRAND }),
    text: reminder.streak > 0 ? t("mail.reminder.textStreak", { days: reminder.streak }) : t("mail.reminder.text"),
    action: reminder.scenario
      ? { label: t("mail.reminder.continue", { scenario: reminder.scenario.title }), url: reminder.scenario.url }
      : { label: t("mail.reminder.start"), url: reminder.appUrl },
    reason: t("mail.notice.reason.reminder"),
  }));

/** The catalogue's name of an achievement (ICU select keys cannot hold the ids' hyphens). */
const ACHIEVEMENT_KEY: Record<string, string> = { "first-lesson": "firstLesson", "week-streak": "weekStreak" };

/** An achievement just earned. */
export const achievementMail = (
  to: string,
  name: string,
  achievementId: string,
  progressUrl: string,
  links: NoticeLinks,
  locale: Locale = "en",
) =>
  noticeMail(locale, to, name, links, (t) => {
    const achievement = ACHIEVEMENT_KEY[achievementId] ?? "chapterMaster";
    return {
      subject: t("mail.achievement.subject", { achievement }),
      text: t("mail.achievement.text", { achievement }),
      action: { label: t("mail.achievement.action"), url: progressUrl },
      reason: t("mail.notice.reason.achievement"),
    };
  });

const QUOTES: Record<Locale, [string, string]> = { en: ["“", "”"], de: ["„", "“"], fr: ["« ", " »"] };

/** New scenarios in a course the learner has started. */
export const courseUpdateMail = (
  to: string,
  name: string,
  update: { course: string; scenarios: string[]; url: string },
  links: NoticeLinks,
  locale: Locale = "en",
) =>
  noticeMail(locale, to, name, links, (t) => {
    const values = { course: update.course, count: update.scenarios.length };
    const [open, close] = QUOTES[locale];
    const list = new Intl.ListFormat(locale, { type: "conjunction" }).format(
      update.scenarios.map((s) => `${open}${s}${close}`),
    );
    return {
      subject: t("mail.courseUpdate.subject", values),
      text: t("mail.courseUpdate.text", { ...values, scenarios: list }),
      action: { label: t("mail.courseUpdate.action"), url: update.url },
      reason: t("mail.notice.reason.courseUpdate"),
    };
  });
