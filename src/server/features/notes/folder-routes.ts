import { createFolderSchema, updateFolderSchema } from "../../../shared/schemas/notes";
import { createRouter } from "../../http/router";
import { errorResponse, jsonBody, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { createFolder, deleteFolder, listFolders, updateFolder } from "./data";
import { deleted, folderNotFound, idParams } from "./route-parts";

/** Note folders (learning-experience §3): the same operations as the vocabulary's folders, by their own paths. */

const foldersRoute = signedInRoute({
  tags: ["notes"],
  method: "get",
  path: "/note-folders",
  summary: "The user's note folders by name, with note counts, and the counts of all and of unfiled notes",
  responses: { 200: jsonResponse("{ folders, allCount, unfiledCount }") },
});
const createFolderRoute = signedInRoute({
  tags: ["notes"],
  method: "post",
  path: "/note-folders",
  summary: "Create a note folder",
  request: jsonBody(createFolderSchema),
  responses: { 201: jsonResponse("The folder"), 400: errorResponse("Invalid folder") },
});
const updateFolderRoute = signedInRoute({
  tags: ["notes"],
  method: "patch",
  path: "/note-folders/{id}",
  summary: "Rename or recolour a note folder",
  request: { params: idParams, ...jsonBody(updateFolderSchema) },
  responses: {
    200: jsonResponse("The folder"),
    400: errorResponse("Invalid folder"),
    404: errorResponse("No such folder"),
  },
});
const deleteFolderRoute = signedInRoute({
  tags: ["notes"],
  method: "delete",
  path: "/note-folders/{id}",
  summary: "Delete a note folder; its notes become unfiled",
  request: { params: idParams },
  responses: { 200: deleted, 404: errorResponse("No such folder") },
});

export const noteFolderRoutes = createRouter()
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
