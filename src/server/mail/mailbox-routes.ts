import { type Context, Hono, type MiddlewareHandler } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../http/context";
import { fromThisMachineDirectly } from "../http/loopback";

/**
 * /dev/mailbox: the local outbox, so a person trying Parley without SMTP can open their verification link.
 * Mounted only while mail is kept in the outbox. Its links take over accounts, so it answers only a client on this
 * machine (loopback socket, a Host naming this machine, no proxy header); anyone else falls through to the ordinary
 * 404 page, as if the route did not exist. hono/html escapes every interpolated value.
 */
// A handler that calls next() passes the request on to the next route that matches: the web's catch-all.
const local =
  (handler: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (fromThisMachineDirectly(c)) return handler(c);
    await next();
  };
const outbox = (c: Context<AppEnv>) => c.get("services").mailer.outbox?.() ?? [];

export const mailboxRoutes = new Hono<AppEnv>()
  .get(
    "/mailbox.json",
    local((c) => c.json({ mails: outbox(c) })),
  )
  .get(
    "/mailbox",
    local((c) => {
      const mails = outbox(c);
      return c.html(html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Mailbox · Parley</title>
            <style>
              body { font-family: system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
              article { border: 1px solid #e5e7eb; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0; }
              pre { white-space: pre-wrap; font: inherit; color: #374151; }
              small { color: #6b7280; }
              a { color: #4f46e5; }
            </style>
          </head>
          <body>
            <h1>Local mailbox</h1>
            <p>No SMTP server is configured, so Parley keeps its e-mails here (newest first).</p>
            ${mails.length === 0 ? html`<p>No mail yet.</p>` : ""}
            ${mails.map(
              (m) => html`<article>
                <h2>${m.subject}</h2>
                <small>To ${m.to} · ${new Date(m.sentAt).toLocaleString("en-GB")}</small>
                ${m.link ? html`<p><a href="${m.link}">${m.link}</a></p>` : ""}
                <pre>${m.text}</pre>
              </article>`,
            )}
          </body>
        </html>`);
    }),
  );
