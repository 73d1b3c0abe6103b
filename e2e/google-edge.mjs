// Loaded with --import into the e2e server that signs learners in with Google: the calls the server makes to
// Google (the token exchange, its signing keys) go to a local OpenID Connect provider at GOOGLE_EDGE instead. The
// browser's side (the consent page) is routed by the test itself. Nothing else loads this file.
const edge = process.env.GOOGLE_EDGE;
if (!edge) throw new Error("google-edge.mjs needs GOOGLE_EDGE, the local provider's origin");

const endpoints = new Map([
  ["https://oauth2.googleapis.com/token", "/token"],
  ["https://www.googleapis.com/oauth2/v3/certs", "/jwks"],
]);
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
  const local = endpoints.get(`${url.origin}${url.pathname}`);
  if (local) {
    const target = `${edge}${local}${url.search}`;
    return realFetch(typeof input === "string" || input instanceof URL ? target : new Request(target, input), init);
  }
  if (/(^|\.)google(apis)?\.com$/.test(url.hostname)) throw new Error(`no Google endpoint is faked for ${url.href}`);
  return realFetch(input, init);
};
