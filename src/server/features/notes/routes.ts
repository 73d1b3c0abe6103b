import {
  createNoteSchema,
  moveNoteSchema,
  NOTE_MESSAGES,
  notesQuerySchema,
  updateNoteSchema,
} from "../../../shared/schemas/notes";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonBody, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { createNote, deleteNote, FolderNotFoundError, listNotes, moveNote, readNote, updateNote } from "./data";
import { noteFolderRoutes } from "./folder-routes";
import { deleted, folderNotFound, idParams } from "./route-parts";

const noteNotFound = () => new ApiError(404, "NOT_FOUND", NOTE_MESSAGES.noteNotFound);

const listRoute = signedInRoute({
  tags: ["notes"],
  method: "get",
  path: "/notes",
  summary: "A page of 50 notes, newest update first, by folder ('all', 'unfiled' or an id) and search, with the total",
  request: { query: notesQuerySchema },
  responses: { 200: jsonResponse("{ notes, total, hasMore }"), 400: errorResponse("Invalid filter") },
});
const readRoute = signedInRoute({
  tags: ["notes"],
  method: "get",
  path: "/notes/{id}",
  summary: "One note",
  request: { params: idParams },
  responses: { 200: jsonResponse("The note"), 404: errorResponse("No such note") },
});
const createRouteDef = signedInRoute({
  tags: ["notes"],
  method: "post",
  path: "/notes",
  summary: "Create a note (title required; content, folder, course and scenario optional)",
  request: jsonBody(createNoteSchema),
  responses: {
    201: jsonResponse("The note"),
    400: errorResponse("Invalid note"),
    404: errorResponse("No such folder"),
  },
});
const updateRoute = signedInRoute({
  tags: ["notes"],
  method: "patch",
  path: "/notes/{id}",
  summary: "Change a note's title or content",
  request: { params: idParams, ...jsonBody(updateNoteSchema) },
  responses: {
    200: jsonResponse("The note"),
    400: errorResponse("Invalid note"),
    404: errorResponse("No such note"),
  },
});
const moveRoute = signedInRoute({
  tags: ["notes"],
  method: "put",
  path: "/notes/{id}/folder",
  summary: "Move a note into a folder, or out of any (folderId null)",
  request: { params: idParams, ...jsonBody(moveNoteSchema) },
  responses: {
    200: jsonResponse("The note"),
    400: errorResponse("Invalid folder id"),
    404: errorResponse("No such note or folder"),
  },
});
const deleteRoute = signedInRoute({
  tags: ["notes"],
  method: "delete",
  path: "/notes/{id}",
  summary: "Delete a note",
  request: { params: idParams },
  responses: { 200: deleted, 404: errorResponse("No such note") },
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
  .route("/", noteFolderRoutes);
