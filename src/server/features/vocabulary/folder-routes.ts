import { createRoute, z } from "@hono/zod-openapi";
import { folderInputSchema, folderPatchSchema } from "../../../shared/schemas/studio";
import { requireUser } from "../../auth/session";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { createFolder, deleteFolder, listFolders, updateFolder } from "./data";

const idParam = z.object({ id: z.uuid("Folder not found") });
const folderNotFound = () => new ApiError(404, "NOT_FOUND", "Folder not found");

const listRoute = createRoute({
  method: "get",
  path: "/vocabulary/folders",
  tags: ["vocabulary"],
  summary: "The learner's vocabulary folders with word counts, and the All / Unfiled totals",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse("FolderList"), 401: errorResponse("Not signed in") },
});
const createFolderRoute = createRoute({
  method: "post",
  path: "/vocabulary/folders",
  tags: ["vocabulary"],
  summary: "Create a folder",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: folderInputSchema } }, required: true } },
  responses: {
    201: jsonResponse("The folder"),
    400: errorResponse("Invalid name or colour"),
    401: errorResponse("Not signed in"),
  },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/vocabulary/folders/{id}",
  tags: ["vocabulary"],
  summary: "Rename or recolour a folder",
  middleware: [requireUser] as const,
  request: {
    params: idParam,
    body: { content: { "application/json": { schema: folderPatchSchema } }, required: true },
  },
  responses: {
    204: { description: "Updated" },
    400: errorResponse("Invalid name or colour"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Folder not found"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/vocabulary/folders/{id}",
  tags: ["vocabulary"],
  summary: "Delete a folder; its words become unfiled",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("Not signed in"),
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
