import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response. Scripts only from our origin plus the hashed inline theme script;
 * inline styles are allowed because Radix and sonner position elements with style attributes. `connectOrigins`: other
 * origins the page may fetch from (the Realtime voice provider, when configured).
 */
export function securityHeaders(scriptHashes: string[], connectOrigins: string[] = []) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...connectOrigins],
      mediaSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
