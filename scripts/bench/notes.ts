import { eq, sql } from "drizzle-orm";
import { type Db, openDatabase } from "../../src/server/db/client";
import { notesFolders, user, userNotes } from "../../src/server/db/schema";
import { latency } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { freshDataDir, type RunningServer, startServer } from "./server";

const NOTES = 20_000;
const FOLDERS = 10;
/** In one note of 200: what a learner searches for that is not everywhere. */
const RARE = "Fahrkartenautomat";
/** In every note: the worst case, where the count has to read all 20,000. */
const COMMON = "Kaffee";

const words =
  "ich du er sie wir ihr bitte danke heute morgen gestern Bahnhof Zug Hotel Zimmer Frühstück Wetter Sonne Regen Freund Familie Arbeit Büro Stadt Straße links rechts geradeaus Preis teuer billig Wasser Brot Käse Milch Zucker lernen sprechen verstehen schreiben lesen hören Akkusativ Dativ Verb Nomen Artikel Satz Frage Antwort".split(
    " ",
  );

/** A note of about 300 characters of German-looking text; deterministic, so runs compare. */
function noteText(i: number) {
  const parts: string[] = [];
  for (let j = 0; j < 45; j++) parts.push(words[(i * 7 + j * 13) % words.length]!);
  if (i % 200 === 0) parts.splice(20, 0, RARE);
  parts.splice(5, 0, COMMON);
  return parts.join(" ");
}

async function seed(target: { url: string } | { dataDir: string }, email: string) {
  const database = await openDatabase(target);
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const folderId = await seedNotes(database.db, row!.id);
  await database.close();
  return folderId;
}

/** 20,000 notes (one every 26 minutes back from now) in 10 folders and unfiled, for one user. */
export async function seedNotes(db: Db, userId: string) {
  const folders = await db
    .insert(notesFolders)
    .values(Array.from({ length: FOLDERS }, (_, i) => ({ userId, name: `Folder ${i + 1}` })))
    .returning({ id: notesFolders.id });
  const now = Date.now();
  for (let start = 0; start < NOTES; start += 1000) {
    await db.insert(userNotes).values(
      Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        const at = new Date(now - i * 26 * 60_000);
        return {
          userId,
          title: `Lesson note ${i}`,
          content: noteText(i),
          folderId: i % 3 === 0 ? null : folders[i % FOLDERS]!.id,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
  // The steady state autovacuum keeps: statistics and the visibility map (index-only counts).
  await db.execute(sql`vacuum analyze user_notes`);
  return folders[1]!.id;
}

type Row = [string, string, string];

/** The target rows: one learner's requests back to back (latency as they see it), then under load. */
async function rowsFor(kind: string, server: RunningServer, cookie: string, folderId: string, seconds: number) {
  const rows: Row[] = [];
  const row = async (what: string, path: string, connections: number, target: string) => {
    const label = `GET ${what}, 20,000 notes, ${kind}, ${connections} conn.`;
    rows.push([label, (await latency(server, cookie, path, seconds, connections)).text, target]);
  };
  await row("/api/notes first page", "/api/notes", 1, "p99 <= 15 ms");
  await row(`/api/notes search '${RARE}'`, `/api/notes?q=${RARE}`, 1, "p99 <= 15 ms");
  await row("/api/notes first page", "/api/notes", 8, "report");
  await row(`/api/notes search '${RARE}'`, `/api/notes?q=${RARE}`, 8, "report");
  await row("/api/notes one folder", `/api/notes?folder=${folderId}`, 8, "report");
  await row(`/api/notes search in every note '${COMMON}'`, `/api/notes?q=${COMMON.toLowerCase()}`, 1, "report");
  await row("/api/note-folders (counts)", "/api/note-folders", 8, "report");
  return rows;
}

const limits = { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" };

/** Notes list and search for a learner with 20,000 notes, on PGlite. */
export async function notesPglite(seconds: number): Promise<Row[]> {
  const dataDir = freshDataDir();
  let server = await startServer({ ...limits, DATA_DIR: dataDir });
  const credentials = await verifiedUser(server);
  await server.stop(); // PGlite belongs to one process at a time: seed while the server is down
  const folderId = await seed({ dataDir: `${dataDir}/pglite` }, credentials.email);
  server = await startServer({ ...limits, DATA_DIR: dataDir });
  try {
    return await rowsFor("PGlite", server, await sessionCookie(server, credentials), folderId, seconds);
  } finally {
    await server.stop();
  }
}

/** The same on PostgreSQL. */
export async function notesPostgres(databaseUrl: string, seconds: number): Promise<Row[]> {
  const server = await startServer({ ...limits, DATABASE_URL: databaseUrl });
  try {
    const credentials = await verifiedUser(server);
    const folderId = await seed({ url: databaseUrl }, credentials.email);
    return await rowsFor("PostgreSQL", server, await sessionCookie(server, credentials), folderId, seconds);
  } finally {
    await server.stop();
  }
}
