import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (the folder with package.json), found from this module both in src/ and in the built bundle. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server module");
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot();
export const migrationsDir = join(rootDir, "src/server/db/migrations");
export const webDistDir = join(rootDir, "dist/web");
/** The web's server renderer, built from src/web/entry-server.tsx. */
export const webServerEntry = join(rootDir, "dist/web-server/entry-server.js");
/** An empty, migrated PGlite database made by the build: a first start loads it instead of running initdb (~2 s). */
export const pgliteTemplateFile = join(rootDir, "dist/pglite-template.tar.gz");
