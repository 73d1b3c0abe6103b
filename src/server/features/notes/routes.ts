import { createRoute, z } from "@hono/zod-openapi";
import {
  createFolderSchema,
  createNoteSchema,
  moveNoteSchema,
  NOTE_MESSAGES,
  notesQuerySchema,
  updateFolderSchema,
  updateNoteSchema,
} from "../../../shared/schemas/notes";
import { requireUser } from "../../auth/session";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import {
  createFolder,
  createNote,
  deleteFolder,
  deleteNote,
  FolderNotFoundError,
  listFolders,
  listNotes,
  moveNote,
  readNote,
  updateFolder,
  updateNote,
} from "./data";

const idParams = z.object({ id: z.string().max(100) });
const noteNotFound = () => new ApiError(404, "NOT_FOUND", NOTE_MESSAGES.noteNotFound);
const folderNotFound = () => new ApiError(404, "FOLDER_NOT_FOUND", NOTE_MESSAGES.folderNotFound);
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const deleted = {
  content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
  description: "Deleted",
};
const unauthorised = { 401: errorResponse("Not signed in") };

const listRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "get",
  path: "/notes",
  summary: "A page of 50 notes, newest update first, by folder ('all', 'unfiled' or an id) and search, with the total",
  request: { query: notesQuerySchema },
  responses: { 200: jsonResponse("{ notes, total, hasMore }"), 400: errorResponse("Invalid filter"), ...unauthorised },
});
const readRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "get",
  path: "/notes/{id}",
  summary: "One note",
  request: { params: idParams },
  responses: { 200: jsonResponse("The note"), 404: errorResponse("No such note"), ...unauthorised },
});
const createRouteDef = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "post",
  path: "/notes",
  summary: "Create a note (title required; content, folder, course and scenario optional)",
  request: json(createNoteSchema),
  responses: {
    201: jsonResponse("The note"),
    400: errorResponse("Invalid note"),
    404: errorResponse("No such folder"),
    ...unauthorised,
  },
});
const updateRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "patch",
  path: "/notes/{id}",
  summary: "Change a note's title or content",
  request: { params: idParams, ...json(updateNoteSchema) },
  responses: {
    200: jsonResponse("The note"),
    400: errorResponse("Invalid note"),
    404: errorResponse("No such note"),
    ...unauthorised,
  },
});
const moveRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "put",
  path: "/notes/{id}/folder",
  summary: "Move a note into a folder, or out of any (folderId null)",
  request: { params: idParams, ...json(moveNoteSchema) },
  responses: {
    200: jsonResponse("The note"),
    400: errorResponse("Invalid folder id"),
    404: errorResponse("No such note or folder"),
    ...unauthorised,
  },
});
const deleteRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "delete",
  path: "/notes/{id}",
  summary: "Delete a note",
  request: { params: idParams },
  responses: { 200: deleted, 404: errorResponse("No such note"), ...unauthorised },
});

const foldersRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "get",
  path: "/note-folders",
  summary: "The user's note folders by name, with note counts, and the counts of all and of unfiled notes",
  responses: { 200: jsonResponse("{ folders, allCount, unfiledCount }"), ...unauthorised },
});
const createFolderRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "post",
  path: "/note-folders",
  summary: "Create a note folder",
  request: json(createFolderSchema),
  responses: { 201: jsonResponse("The folder"), 400: errorResponse("Invalid folder"), ...unauthorised },
});
const updateFolderRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "patch",
  path: "/note-folders/{id}",
  summary: "Rename or recolour a note folder",
  request: { params: idParams, ...json(updateFolderSchema) },
  responses: {
    200: jsonResponse("The folder"),
    400: errorResponse("Invalid folder"),
    404: errorResponse("No such folder"),
    ...unauthorised,
  },
});
const deleteFolderRoute = createRoute({
  tags: ["notes"],
  middleware: [requireUser] as const,
  method: "delete",
  path: "/note-folders/{id}",
  summary: "Delete a note folder; its notes become unfiled",
  request: { params: idParams },
  responses: { 200: deleted, 404: errorResponse("No such folder"), ...unauthorised },
});

/** Maps "that folder is not yours (or gone)" to its 404. */
async function filing<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof FolderNotFoundError) throw folderNotFound();
    throw error;
  }
}

export const notesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db } = c.get("services").database;
    return c.json(await listNotes(db, c.get("user").id, c.req.valid("query")), 200);
  })
  .openapi(readRoute, async (c) => {
    const { db } = c.get("services").database;
    const note = await readNote(db, c.get("user").id, c.req.valid("param").id);
    if (!note) throw noteNotFound();
    return c.json(note, 200);
  })
  .openapi(createRouteDef, async (c) => {
    const { db } = c.get("services").database;
    return c.json(await filing(createNote(db, c.get("user").id, c.req.valid("json"))), 201);
  })
  .openapi(updateRoute, async (c) => {
    const { db } = c.get("services").database;
    const note = await updateNote(db, c.get("user").id, c.req.valid("param").id, c.req.valid("json"));
    if (!note) throw noteNotFound();
    return c.json(note, 200);
  })
  .openapi(moveRoute, async (c) => {
    const { db } = c.get("services").database;
    const userId = c.get("user").id;
    const { id } = c.req.valid("param");
    // The note is looked up first: someone else's note is 'Note not found', whatever the folder.
    if (!(await readNote(db, userId, id))) throw noteNotFound();
    const note = await filing(moveNote(db, userId, id, c.req.valid("json").folderId));
    if (!note) throw noteNotFound();
    return c.json(note, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { db } = c.get("services").database;
    if (!(await deleteNote(db, c.get("user").id, c.req.valid("param").id))) throw noteNotFound();
    return c.json({ deleted: true as const }, 200);
  })
  .openapi(foldersRoute, async (c) => {
    const { db } = c.get("services").database;
    return c.json(await listFolders(db, c.get("user").id), 200);
  })
  .openapi(createFolderRoute, async (c) => {
    const { db } = c.get("services").database;
    return c.json(await createFolder(db, c.get("user").id, c.req.valid("json")), 201);
  })
  .openapi(updateFolderRoute, async (c) => {
    const { db } = c.get("services").database;
    const folder = await updateFolder(db, c.get("user").id, c.req.valid("param").id, c.req.valid("json"));
    if (!folder) throw folderNotFound();
    return c.json(folder, 200);
  })
  .openapi(deleteFolderRoute, async (c) => {
    const { db } = c.get("services").database;
    if (!(await deleteFolder(db, c.get("user").id, c.req.valid("param").id))) throw folderNotFound();
    return c.json({ deleted: true as const }, 200);
  });
