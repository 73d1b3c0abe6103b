// Writes dist/pglite-template.tar.gz: a migrated, empty embedded database that a first start copies (see db/client.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createPgliteTemplate } from "../src/server/db/client";
import { pgliteTemplateFile } from "../src/server/paths";

const dump = await createPgliteTemplate();
mkdirSync(dirname(pgliteTemplateFile), { recursive: true });
writeFileSync(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
console.log(`built ${pgliteTemplateFile.replace(`${process.cwd()}/`, "")} (${Math.round(dump.size / 1024)} KB)`);
