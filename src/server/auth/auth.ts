import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { isLocale, type Locale, visitorLocale } from "../../shared/locale";
import type { Database } from "../db/client";
import { countInWindow } from "../db/fixed-window";
import { account, profiles, rateLimit, session, user, userSettings, verification } from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { existingAccountMail, resetPasswordMail, verificationMail, welcomeMail } from "../mail/templates";

/** The prefix of our cookies: `parley.session_token` (with `__Secure-` in front on https). */
export const AUTH_COOKIE_PREFIX = "parley";

/** Cookies are `Secure` (and better-auth names them `__Secure-…`) when the app is served over https. */
export const secureCookies = (appUrl: string) => appUrl.startsWith("https://");

/** The session cookie's name, as better-auth gives it. */
export const sessionCookieName = (appUrl: string) =>
  `${secureCookies(appUrl) ? "__Secure-" : ""}${AUTH_COOKIE_PREFIX}.session_token`;

/** Header our server sets from the socket address; better-auth rate-limits by it (clients cannot forge it). */
export const CLIENT_IP_HEADER = "x-parley-client-ip";

export function createAuth(deps: { env: Env; database: Database; mailer: Mailer; logger: Logger }) {
  const { env, database, mailer, logger } = deps;
  const appUrl = env.appUrl;
  // Sign-in attempts allowed per client and minute (default 10); the next one is refused (brute-force protection).
  const signIns = env.AUTH_SIGN_IN_LIMIT_PER_MINUTE;
  const mails = Math.max(5, Math.floor(signIns / 2));
  /** A user's interface language (their setting, made at sign-up from the visitor's): mails are written in it. */
  const localeOf = async (userId: string): Promise<Locale> => {
    const [row] = await database.db
      .select({ locale: userSettings.interfaceLanguage })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    return isLocale(row?.locale) ? row.locale : "en";
  };

  return betterAuth({
    appName: "Parley",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [appUrl],
    // A sign-in with Google that fails before its own error address is known (a forged or expired state) comes back
    // to the sign-in page too, which says why (?error=), instead of better-auth's bare error page.
    onAPIError: { errorURL: `${appUrl}/auth` },
    telemetry: { enabled: false },
    // Its messages go through our logger, so LOG_LEVEL and the JSON format hold for them too.
    logger: {
      level: "debug",
      log: (level, message, ...details) => logger[level](details.length > 0 ? { details } : {}, message),
    },
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Links point at our own pages, which then call the API (spec: /auth/reset-password reads access_token and type).
      sendResetPassword: async ({ user, token }) => {
        const url = `${appUrl}/auth/reset-password?access_token=${encodeURIComponent(token)}&type=recovery`;
        await mailer.send(resetPasswordMail(user.email, user.name, url, await localeOf(user.id)));
      },
      // A duplicate sign-up looks like a new one to the visitor; the owner of the address is told instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, user.name, `${appUrl}/auth`, await localeOf(user.id)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${appUrl}/auth/verify?token_hash=${encodeURIComponent(token)}&type=email`;
        await mailer.send(verificationMail(user.email, user.name, url, await localeOf(user.id)));
      },
      // Spec: the welcome mail is sent once, without waiting for it.
      afterEmailVerification: async (verified) => {
        void localeOf(verified.id).then((locale) =>
          mailer.send(welcomeMail(verified.email, verified.name, appUrl, locale)),
        );
      },
    },
    socialProviders:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              accessType: "offline",
              prompt: "consent",
              // The avatar is one of ours or the learner's upload (profile rules), never Google's picture URL.
              mapProfileToUser: () => ({ image: undefined }),
            },
          }
        : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // Fixed windows, in the table and counter the tutor's limit uses: "10 a minute" stays 10 a minute while attempts
      // keep coming (better-auth's own storage restarts its window only after a whole window without a request).
      customStorage: {
        consume: async (key, rule) => {
          const windowMs = rule.window * 1000;
          const { count, windowStart } = await countInWindow(database.db, `auth:${key}`, windowMs);
          if (count <= rule.max) return { allowed: true, retryAfter: null };
          return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - Date.now()) / 1000)) };
        },
      },
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: signIns },
        "/sign-up/email": { window: 60, max: signIns },
        // better-auth's default for other sign-ins is 3 in 10 s per address: a class signing in with Google together
        // would be refused. Starting a Google sign-in guesses nothing; it gets the same limit as the others.
        "/sign-in/social": { window: 60, max: signIns },
        "/request-password-reset": { window: 60, max: mails },
        "/send-verification-email": { window: 60, max: mails },
        // Every page load reads the session: learners sharing one address (a school, an office) must not be
        // signed out by each other. Reading a session guesses nothing, so it needs no limit.
        "/get-session": false,
        // A verification link's token is long and random: a limit protects nothing there, and a class verifying from
        // one address (or a long test run) must not be refused a link.
        "/verify-email": false,
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secureCookies(appUrl),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created, context) => {
            await database.db.insert(profiles).values({ id: created.id, fullName: created.name }).onConflictDoNothing();
            // The interface language the visitor chose (or their browser asked for) becomes the account's setting.
            const interfaceLanguage = visitorLocale(context?.headers ?? context?.request?.headers);
            await database.db
              .insert(userSettings)
              .values({ userId: created.id, interfaceLanguage })
              .onConflictDoNothing();
            // Only social sign-ups arrive verified: welcome them now (e-mail sign-ups get it after verifying).
            if (created.emailVerified)
              void mailer.send(welcomeMail(created.email, created.name, appUrl, interfaceLanguage));
            logger.info({ userId: created.id }, "account created");
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
