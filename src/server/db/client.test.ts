import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPgliteTemplate, openDatabase } from "./client";
import { user } from "./schema";

const tmp = () => mkdtempSync(join(tmpdir(), "parley-db-"));
let templateFile: string;

beforeAll(async () => {
  templateFile = join(tmp(), "template.tar.gz");
  writeFileSync(templateFile, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
});

const someone = { id: "u1", name: "Ada", email: "ada@example.com" };

describe("embedded database", () => {
  it("starts a new data directory from the template, migrated, and keeps data across restarts", async () => {
    const dataDir = join(tmp(), "pglite");
    const first = await openDatabase({ dataDir, templateFile });
    await first.db.insert(user).values(someone);
    await first.close();

    const again = await openDatabase({ dataDir, templateFile });
    const rows = await again.db.select().from(user).where(eq(user.id, "u1"));
    expect(rows.map((r) => r.email)).toEqual(["ada@example.com"]);
    const applied = await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    await again.close();
  });

  it("works without a template (initdb) and ignores one for an existing directory", async () => {
    const dataDir = join(tmp(), "pglite");
    const plain = await openDatabase({ dataDir });
    await plain.db.insert(user).values(someone);
    await plain.close();
    const reopened = await openDatabase({ dataDir, templateFile });
    expect(await reopened.db.select().from(user)).toHaveLength(1);
    await reopened.close();
  });

  it("refuses a data directory that is not a database, with the cause", async () => {
    const dataDir = join(tmp(), "pglite");
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, "PG_VERSION"), "not a database");
    await expect(openDatabase({ dataDir })).rejects.toThrow();
  });
});
