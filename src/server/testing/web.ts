import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type WebBundle, type WebRenderer, webBundle } from "../http/web";

/**
 * The web app for API-level tests: the real renderer, loaded from the web's sources (as the build would bundle it),
 * with a small stand-in for the built static files. Tests only: the server itself loads the built renderer by path.
 */
export async function sourceWebBundle(): Promise<WebBundle> {
  const renderer = (await import("../../web/entry-server")) as WebRenderer;
  const dir = mkdtempSync(join(tmpdir(), "parley-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log('app')");
  writeFileSync(join(dir, "assets", "app-abc123.css"), "body{color:#111}");
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(
    join(dir, "route-preloads.json"),
    JSON.stringify([
      { path: "/", files: ["/assets/home-1.js"] },
      { path: "/course/:courseId/scenarios", files: ["/assets/list-1.js"] },
      { path: "/learning-studio/:practice", files: ["/assets/practice-1.js"] },
      { path: "/learning-studio/notes", files: ["/assets/notes-1.js"] },
      { path: "*", files: ["/assets/missing-1.js"] },
    ]),
  );
  const manifest = {
    "index.html": { file: "assets/app-abc123.js", isEntry: true, css: ["assets/app-abc123.css"], imports: ["_v.js"] },
    "_v.js": { file: "assets/vendor-1.js" },
  };
  return webBundle(dir, renderer, manifest);
}
