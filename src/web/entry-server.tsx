import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../shared/locale";
import { Document, type DocumentAssets, scriptJson } from "./app/document";
import { AppErrorBoundary, ServerErrorPage } from "./app/errors";
import { Providers } from "./app/providers";
import { createRoutes } from "./app/routes";
import { setApiTransport } from "./lib/api";
import { LocaleProvider, textsReady } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { loadValidationTexts } from "./lib/validation-texts";

/**
 * The server's entry into the web app: one request in, one response out (a page, a redirect or a 404). The server
 * loads the built file of this module and calls `render`; the web code never imports the server's.
 */

/** What the browser needs to continue where the server stopped: the router's state and the query cache. */
export interface HydrationData {
  router: Pick<StaticHandlerContext, "loaderData" | "actionData"> & { errors: Record<string, unknown> | null };
  queries: DehydratedState;
  /** When the server rendered the page (see lib/render-time). */
  renderedAt: number;
  assets: Omit<DocumentAssets, "css">;
}

export interface RenderOptions {
  /** Answers an API read of the page in-process, as the user of the request being rendered. */
  api: (path: string, init: RequestInit) => Promise<Response>;
  assets: DocumentAssets;
  /**
   * The page's language, which the server knows before the page's data is read (a learner's setting; for a visitor
   * the footer's choice, else the browser's languages); the server answers the page's reads in it.
   */
  locale: string;
}

/** Inline scripts of every page, for the server's Content-Security-Policy (by hash). */
export { BOOT_SCRIPT } from "./app/document";
export { EARLY_INPUT_SCRIPT } from "./app/early-input";
export { THEME_SCRIPT } from "./lib/theme";

// Each render's API reads go to that render's own `api` (requests render concurrently).
const renders = new AsyncLocalStorage<RenderOptions["api"]>();
setApiTransport((path, init) => {
  const api = renders.getStore();
  if (!api) return Promise.reject(new Error(`API read of ${path} outside a server render`));
  return api(path, init);
});

export function render(request: Request, options: RenderOptions): Promise<Response> {
  return renders.run(options.api, () => renderPage(request, options));
}

async function renderPage(request: Request, options: RenderOptions): Promise<Response> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(request);
  // A loader's or action's redirect (a visitor on a learner's page, a learner on /auth, a form sent): before any HTML.
  if (context instanceof Response) return context;
  // A form posted to a page that has no action: the same page again, by a 303 (its code sends it once it runs).
  if (request.method === "POST" && context.statusCode === 405) {
    return new Response(null, { status: 303, headers: { Location: request.url } });
  }

  const data: HydrationData = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    queries: dehydrate(queryClient),
    renderedAt: Date.now(),
    assets: {
      entry: options.assets.entry,
      modulePreloads: options.assets.modulePreloads,
      catalogues: options.assets.catalogues,
    },
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const locale = isLocale(options.locale) ? options.locale : DEFAULT_LOCALE;
  await textsReady();
  // A form's answer shows the schemas' messages: in the page's language (the browser loads them before hydrating).
  if (context.actionData) await loadValidationTexts();
  try {
    const html = await renderHtml(
      <Document assets={options.assets} data={scriptJson(data)} locale={locale} boot>
        <StrictMode>
          {/* Outside the outermost error boundary: its 'Application Error' screen is translated too. */}
          <LocaleProvider locale={locale}>
            <AppErrorBoundary>
              <Providers queryClient={queryClient} renderedAt={data.renderedAt}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </Providers>
            </AppErrorBoundary>
          </LocaleProvider>
        </StrictMode>
      </Document>,
    );
    return htmlResponse(html, context.statusCode, locale);
  } finally {
    queryClient.clear();
  }
}

/** The spec's 'Application Error' screen with a 500, for a render that failed outside every boundary. */
export async function renderError(options: Pick<RenderOptions, "assets" | "locale">): Promise<Response> {
  const locale = isLocale(options.locale) ? options.locale : DEFAULT_LOCALE;
  const html = await renderHtml(
    <Document assets={{ ...options.assets, modulePreloads: [] }} data="null" locale={locale}>
      <LocaleProvider locale={locale}>
        <ServerErrorPage />
      </LocaleProvider>
    </Document>,
  );
  return htmlResponse(html, 500, locale);
}

/**
 * The whole page at once, as one buffer of UTF-8: no streamed fallbacks (their swap scripts would be inline code), readable
 * without JS. React's Node renderer writes it into one buffer; the server compresses it in one go (web streams cost
 * more per page than the render itself).
 */
function renderHtml(element: ReactNode): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

function htmlResponse(body: Uint8Array<ArrayBuffer>, status: number, locale: Locale): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Language": locale },
  });
}

/** Route errors as the browser's router restores them; an error's own message stays on the server. */
function serializeErrors(errors: StaticHandlerContext["errors"]): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([route, error]) => [
      route,
      isRouteErrorResponse(error)
        ? { ...error, __type: "RouteErrorResponse" }
        : { message: "This page could not be loaded.", __type: "Error" },
    ]),
  );
}
