/**
 * The import rules of docs/architecture.md, checked by `npm run lint` (dependency-cruiser): the three wings, and each
 * feature used by the others only through its public entry (`index.ts`).
 */
const notTests = "\\.test\\.tsx?$|/testing/";

/** A feature of a wing (server or web) uses another only through that feature's index.ts. */
const featureThroughItsEntry = (wing) => ({
  name: `${wing}-feature-through-its-entry`,
  comment: `A ${wing} feature uses another only through that feature's index.ts.`,
  severity: "error",
  from: { path: `^src/${wing}/features/([^/]+)/`, pathNot: notTests },
  to: {
    path: `^src/${wing}/features/[^/]+/`,
    pathNot: [`^src/${wing}/features/$1/`, `^src/${wing}/features/[^/]+/index\\.tsx?$`],
  },
});
module.exports = {
  forbidden: [
    {
      name: "shared-stands-alone",
      comment: "src/shared is used by the server and the web; it imports neither.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|web)/" },
    },
    {
      name: "server-without-web",
      comment: "The server imports nothing of the web app (its renderer is loaded from the build at run time).",
      severity: "error",
      from: { path: "^src/server/", pathNot: notTests },
      to: { path: "^src/web/" },
    },
    {
      name: "web-without-server",
      comment: "The web app talks to the server over HTTP only.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    featureThroughItsEntry("server"),
    {
      name: "server-below-features-through-entries",
      comment: "The server's own parts (http, tutor, jobs...) use a feature only through its index.ts.",
      severity: "error",
      from: { path: "^src/server/", pathNot: ["^src/server/features/", notTests] },
      to: { path: "^src/server/features/[^/]+/", pathNot: "^src/server/features/[^/]+/index\\.ts$" },
    },
    {
      name: "tutor-and-content-below-features",
      comment: "The tutor and the content it reads (the course library, scripts, templates) import no feature.",
      severity: "error",
      from: { path: "^src/server/(tutor|content)/", pathNot: notTests },
      to: { path: "^src/server/features/" },
    },
    featureThroughItsEntry("web"),
    {
      name: "web-features-below-app",
      comment: "The app shell (src/web/app) composes the features; a feature never imports the shell.",
      severity: "error",
      from: { path: "^src/web/(features|components|lib)/" },
      to: { path: "^src/web/app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // TypeScript 7 is newer than dependency-cruiser's own TypeScript support: Babel reads the sources.
    babelConfig: { fileName: ".dependency-cruiser.babel.json" },
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
