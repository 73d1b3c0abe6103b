import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTE_PREVIEW_CHARS } from "../../../shared/schemas/notes";
import { userNotes } from "../../db/schema";
import { createTestApp, json, signedInUser, type TestApp, type TestClient, testClient } from "../../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createNote = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await client.post("/api/notes", body);
  expect(res.status).toBe(201);
  return json(res);
};
const createFolder = async (client: TestClient, name: string, color?: string) => {
  const res = await client.post("/api/note-folders", color ? { name, color } : { name });
  expect(res.status).toBe(201);
  return json(res);
};
const titles = async (client: TestClient, query = "") =>
  (await json(await client.get(`/api/notes${query}`))).notes.map((n: { title: string }) => n.title);

describe("notes API", () => {
  it("refuses visitors", async () => {
    const visitor = testClient(t);
    expect((await visitor.get("/api/notes")).status).toBe(401);
    expect((await visitor.post("/api/notes", { title: "x" })).status).toBe(401);
    expect((await visitor.get("/api/note-folders")).status).toBe(401);
  });

  it("creates a note with trimmed title and content, and reads it back", async () => {
    const { client } = await signedInUser(t);
    const note = await createNote(client, { title: "  Verbs  ", content: "  # Heading\n- one  " });
    expect(note).toMatchObject({ title: "Verbs", content: "# Heading\n- one", folderId: null, courseId: null });
    expect(await json(await client.get(`/api/notes/${note.id}`))).toEqual(note);
  });

  it.each([
    ["blank title", { title: "   " }, "title: Title is required"],
    ["no title", { content: "no title" }, "title: Title is required"],
    ["long title", { title: "x".repeat(201) }, "title: Title can be at most 200 characters"],
    ["long content", { title: "ok", content: "x".repeat(50_001) }, "content: Content can be at most 50,000 characters"],
    ["bad folder id", { title: "ok", folderId: "nope" }, "folderId: Folder not found"],
  ])("refuses a note with %s: 400 with a clear message", async (_, body, message) => {
    const { client } = await signedInUser(t);
    const res = await client.post("/api/notes", body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(message);
  });

  it("refuses a blank title on update too", async () => {
    const { client } = await signedInUser(t);
    const note = await createNote(client, { title: "Kept" });
    const res = await client.patch(`/api/notes/${note.id}`, { title: " \n " });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe("title: Title is required");
  });

  it("updates title and content and moves the note to the top", async () => {
    const { client } = await signedInUser(t);
    const first = await createNote(client, { title: "First" });
    await createNote(client, { title: "Second" });
    expect(await titles(client)).toEqual(["Second", "First"]);
    const res = await client.patch(`/api/notes/${first.id}`, { title: "First, edited", content: " new " });
    expect(res.status).toBe(200);
    const updated = await json(res);
    expect(updated).toMatchObject({ title: "First, edited", content: "new" });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect(await titles(client)).toEqual(["First, edited", "Second"]);
  });

  it("lists 50 a page, newest update first, with the total and whether more remain", async () => {
    const { client, id } = await signedInUser(t);
    const base = Date.parse("2026-01-01T00:00:00Z");
    await t.database.db.insert(userNotes).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: id,
        title: `Note ${i}`,
        updatedAt: new Date(base + i * 60_000),
      })),
    );
    const first = await json(await client.get("/api/notes"));
    expect(first.notes).toHaveLength(50);
    expect(first.notes[0].title).toBe("Note 59");
    expect(first).toMatchObject({ total: 60, hasMore: true });
    const second = await json(await client.get("/api/notes?offset=50"));
    expect(second.notes.map((n: { title: string }) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Note ${9 - i}`),
    );
    expect(second).toMatchObject({ total: 60, hasMore: false });
  });

  it("lists what the cards show (a preview, not the whole note): a page of 50 long notes is under 20 KB", async () => {
    const { client, id } = await signedInUser(t);
    const content = (i: number) => `# Lesson ${i}\n${"- Ich möchte einen Kaffee, bitte. ".repeat(1500)}`;
    await t.database.db
      .insert(userNotes)
      .values(Array.from({ length: 50 }, (_, i) => ({ userId: id, title: `Long note ${i}`, content: content(i) })));
    const res = await client.get("/api/notes");
    const body = await res.text();
    expect(Buffer.byteLength(body)).toBeLessThan(20 * 1024);
    const page = JSON.parse(body);
    expect(page.notes).toHaveLength(50);
    const note = page.notes.find((n: { title: string }) => n.title === "Long note 7");
    expect(Object.keys(note).sort()).toEqual(["folderId", "id", "preview", "title", "updatedAt"]);
    expect(note.preview).toBe(content(7).slice(0, NOTE_PREVIEW_CHARS));
    // The reader asks for the whole note.
    const whole = await json(await client.get(`/api/notes/${note.id}`));
    expect(whole.content).toBe(content(7));
  });

  it("searches title and content case-insensitively, with % and _ as plain characters", async () => {
    const { client } = await signedInUser(t);
    await createNote(client, { title: "Der KAFFEE", content: "" });
    await createNote(client, { title: "Tea", content: "Ich möchte einen Kaffee." });
    await createNote(client, { title: "Übungen", content: "50% done_now" });
    await createNote(client, { title: "Other", content: "nothing here" });
    expect((await titles(client, "?q=kaffee")).sort()).toEqual(["Der KAFFEE", "Tea"]);
    expect(await titles(client, "?q=%C3%BCBUNG")).toEqual(["Übungen"]);
    expect(await titles(client, "?q=50%25")).toEqual(["Übungen"]);
    expect(await titles(client, "?q=e_n")).toEqual(["Übungen"]);
    expect(await titles(client, "?q=%25")).toEqual(["Übungen"]);
    expect(await json(await client.get("/api/notes?q=zzz"))).toEqual({ notes: [], total: 0, hasMore: false });
  });

  it("filters by folder and by unfiled, combined with search", async () => {
    const { client } = await signedInUser(t);
    const folder = await createFolder(client, "Grammar");
    await createNote(client, { title: "In folder", folderId: folder.id });
    await createNote(client, { title: "In folder too", folderId: folder.id });
    await createNote(client, { title: "Loose" });
    expect((await titles(client, `?folder=${folder.id}`)).sort()).toEqual(["In folder", "In folder too"]);
    expect(await titles(client, "?folder=unfiled")).toEqual(["Loose"]);
    expect(await titles(client, `?folder=${folder.id}&q=TOO`)).toEqual(["In folder too"]);
    expect((await client.get("/api/notes?folder=mine")).status).toBe(400);
  });

  it("moves a note into a folder and out again, keeping its last-updated time", async () => {
    const { client } = await signedInUser(t);
    const folder = await createFolder(client, "Travel");
    const note = await createNote(client, { title: "Bahnhof" });
    const moved = await json(await client.put(`/api/notes/${note.id}/folder`, { folderId: folder.id }));
    expect(moved).toMatchObject({ folderId: folder.id, updatedAt: note.updatedAt });
    const back = await json(await client.put(`/api/notes/${note.id}/folder`, { folderId: null }));
    expect(back.folderId).toBeNull();
  });

  it("deletes a note", async () => {
    const { client } = await signedInUser(t);
    const note = await createNote(client, { title: "Gone soon" });
    expect(await json(await client.delete(`/api/notes/${note.id}`))).toEqual({ deleted: true });
    expect((await client.get(`/api/notes/${note.id}`)).status).toBe(404);
    expect((await client.delete(`/api/notes/${note.id}`)).status).toBe(404);
  });

  it("keeps the course and scenario of a note saved from a chat", async () => {
    const { client } = await signedInUser(t);
    const note = await createNote(client, {
      title: "At the café",
      content: "Ich möchte einen Kaffee.",
      courseId: "complete-german",
      scenarioId: "de-cafe-order",
    });
    expect(note).toMatchObject({ courseId: "complete-german", scenarioId: "de-cafe-order" });
    const res = await client.post("/api/notes", { title: "x", courseId: "<script>" });
    expect(res.status).toBe(400);
  });
});

describe("another user's notes and folders", () => {
  it("are 404 for read, update, move and delete, and stay untouched", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const note = await createNote(owner.client, { title: "Private", content: "secret" });
    const folder = await createFolder(owner.client, "Mine");
    const otherFolder = await createFolder(other.client, "Theirs");

    const attempts = [
      await other.client.get(`/api/notes/${note.id}`),
      await other.client.patch(`/api/notes/${note.id}`, { title: "Hacked" }),
      await other.client.put(`/api/notes/${note.id}/folder`, { folderId: otherFolder.id }),
      await other.client.delete(`/api/notes/${note.id}`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect((await json(res)).error.message).toBe("Note not found");
    }
    const folderAttempts = [
      await other.client.patch(`/api/note-folders/${folder.id}`, { name: "Hacked" }),
      await other.client.delete(`/api/note-folders/${folder.id}`),
    ];
    for (const res of folderAttempts) {
      expect(res.status).toBe(404);
      expect((await json(res)).error.message).toBe("Folder not found");
    }
    expect(await json(await owner.client.get(`/api/notes/${note.id}`))).toEqual(note);
    expect((await json(await owner.client.get("/api/note-folders"))).folders).toMatchObject([{ name: "Mine" }]);
    expect((await json(await other.client.get("/api/notes"))).total).toBe(0);
    // Filtering by someone else's folder shows nothing of theirs.
    expect((await json(await other.client.get(`/api/notes?folder=${folder.id}`))).total).toBe(0);
  });

  it("refuses to file a note into another user's folder, on create and on move", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await createFolder(other.client, "Theirs");
    const note = await createNote(owner.client, { title: "Mine" });

    const move = await owner.client.put(`/api/notes/${note.id}/folder`, { folderId: theirs.id });
    expect(move.status).toBe(404);
    expect((await json(move)).error).toEqual({ code: "FOLDER_NOT_FOUND", message: "Folder not found" });
    const create = await owner.client.post("/api/notes", { title: "Sneaky", folderId: theirs.id });
    expect(create.status).toBe(404);
    const unknown = await owner.client.put(`/api/notes/${note.id}/folder`, { folderId: randomUUID() });
    expect(unknown.status).toBe(404);

    expect((await json(await owner.client.get(`/api/notes/${note.id}`))).folderId).toBeNull();
    expect((await json(await other.client.get("/api/note-folders"))).folders[0].noteCount).toBe(0);
  });

  it("ids that are not UUIDs are simply not found", async () => {
    const { client } = await signedInUser(t);
    expect((await client.get("/api/notes/not-a-uuid")).status).toBe(404);
    expect((await client.delete("/api/note-folders/1")).status).toBe(404);
  });
});

describe("note folders API", () => {
  it("creates folders with the default colour, lists them by name with counts", async () => {
    const { client } = await signedInUser(t);
    const travel = await createFolder(client, "  travel  ");
    expect(travel).toMatchObject({ name: "travel", color: "#6366f1", noteCount: 0 });
    const business = await createFolder(client, "Business", "#f43f5e");
    await createFolder(client, "Zoo");
    await createNote(client, { title: "a", folderId: business.id });
    await createNote(client, { title: "b", folderId: business.id });
    await createNote(client, { title: "c", folderId: travel.id });
    await createNote(client, { title: "d" });
    const listed = await json(await client.get("/api/note-folders"));
    expect(listed.folders.map((f: { name: string; noteCount: number }) => [f.name, f.noteCount])).toEqual([
      ["Business", 2],
      ["travel", 1],
      ["Zoo", 0],
    ]);
    expect(listed).toMatchObject({ allCount: 4, unfiledCount: 1 });
  });

  it.each([
    ["blank name", { name: "  " }, "name: Folder name is required"],
    ["no name", { color: "#6366f1" }, "name: Folder name is required"],
    ["long name", { name: "x".repeat(51) }, "name: Folder name can be at most 50 characters"],
    [
      "bad colour",
      { name: "ok", color: "red; background: url(x)" },
      "color: Colour must be a hex colour such as #6366f1",
    ],
  ])("refuses a folder with %s: 400 with a clear message", async (_, body, message) => {
    const { client } = await signedInUser(t);
    const res = await client.post("/api/note-folders", body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(message);
  });

  it("renames and recolours a folder, refusing a blank name", async () => {
    const { client } = await signedInUser(t);
    const folder = await createFolder(client, "Old");
    const res = await client.patch(`/api/note-folders/${folder.id}`, { name: " New ", color: "#06b6d4" });
    expect(await json(res)).toEqual({ id: folder.id, name: "New", color: "#06b6d4" });
    const blank = await client.patch(`/api/note-folders/${folder.id}`, { name: "" });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error.message).toBe("name: Folder name is required");
  });

  it("deleting a folder unfiles its notes (and only its own), keeping them", async () => {
    const { client } = await signedInUser(t);
    const doomed = await createFolder(client, "Doomed");
    const kept = await createFolder(client, "Kept");
    const a = await createNote(client, { title: "a", folderId: doomed.id });
    await createNote(client, { title: "b", folderId: kept.id });
    expect(await json(await client.delete(`/api/note-folders/${doomed.id}`))).toEqual({ deleted: true });
    const note = await json(await client.get(`/api/notes/${a.id}`));
    expect(note).toMatchObject({ folderId: null, updatedAt: a.updatedAt });
    const listed = await json(await client.get("/api/note-folders"));
    expect(listed.folders).toMatchObject([{ name: "Kept", noteCount: 1 }]);
    expect(listed).toMatchObject({ allCount: 2, unfiledCount: 1 });
  });
});

describe("account data", () => {
  it("the export includes notes and note folders; deleting the account removes them", async () => {
    const { client, email, id } = await signedInUser(t);
    const folder = await createFolder(client, "Export me");
    await createNote(client, { title: "Exported", content: "hello", folderId: folder.id });
    const data = await json(await client.get("/api/account/export"));
    expect(data.notes).toMatchObject([{ title: "Exported", content: "hello", folderId: folder.id }]);
    expect(data.noteFolders).toMatchObject([{ name: "Export me" }]);

    expect((await client.delete("/api/account", { email })).status).toBe(200);
    for (const table of ["user_notes", "notes_folders"]) {
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${id}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n, table).toBe(0);
    }
  });
});
