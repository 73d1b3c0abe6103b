import { FOLDER_MESSAGES } from "../../../shared/schemas/folders";
import { idParamsSchema } from "../../../shared/schemas/id-params";
import { createVocabularyFolderSchema, updateVocabularyFolderSchema } from "../../../shared/schemas/studio";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { createFolder, deleteFolder, listFolders, updateFolder } from "./data";

/** Vocabulary folders (learning-experience §3): the same operations as the note folders, by their own paths. */

/** Unlike a note folder's, an id that is not a UUID is a 400. */
const idParam = idParamsSchema(FOLDER_MESSAGES.notFound);
const folderNotFound = () => new ApiError(404, "NOT_FOUND", FOLDER_MESSAGES.notFound);

const listRoute = signedInRoute({
  method: "get",
  path: "/vocabulary/folders",
  tags: ["vocabulary"],
  summary: "The learner's vocabulary folders with word counts, and the All / Unfiled totals",
  responses: { 200: jsonResponse("FolderList") },
});
const createFolderRoute = signedInRoute({
  method: "post",
  path: "/vocabulary/folders",
  tags: ["vocabulary"],
  summary: "Create a folder",
  request: { body: { content: { "application/json": { schema: createVocabularyFolderSchema } }, required: true } },
  responses: {
    201: jsonResponse("The folder"),
    400: errorResponse("Invalid name or colour"),
  },
});
const updateRoute = signedInRoute({
  method: "patch",
  path: "/vocabulary/folders/{id}",
  tags: ["vocabulary"],
  summary: "Rename or recolour a folder",
  request: {
    params: idParam,
    body: { content: { "application/json": { schema: updateVocabularyFolderSchema } }, required: true },
  },
  responses: {
    204: { description: "Updated" },
    400: errorResponse("Invalid name or colour"),
    404: errorResponse("Folder not found"),
  },
});
const deleteRoute = signedInRoute({
  method: "delete",
  path: "/vocabulary/folders/{id}",
  tags: ["vocabulary"],
  summary: "Delete a folder; its words become unfiled",
  request: { params: idParam },
  responses: {
    204: { description: "Deleted" },
    404: errorResponse("Folder not found"),
  },
});

export const vocabularyFolderRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await listFolders(c.get("services").database.db, c.get("user").id), 200);
  })
  .openapi(createFolderRoute, async (c) => {
    const folder = await createFolder(c.get("services").database.db, c.get("user").id, c.req.valid("json"));
    return c.json(folder, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { db } = c.get("services").database;
    if (!(await updateFolder(db, c.get("user").id, c.req.valid("param").id, c.req.valid("json")))) {
      throw folderNotFound();
    }
    return c.body(null, 204);
  })
  .openapi(deleteRoute, async (c) => {
    const { db } = c.get("services").database;
    if (!(await deleteFolder(db, c.get("user").id, c.req.valid("param").id))) throw folderNotFound();
    return c.body(null, 204);
  });
