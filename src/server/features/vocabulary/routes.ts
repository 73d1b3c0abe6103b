import { idParamsSchema } from "../../../shared/schemas/id-params";
import {
  ALREADY_SAVED_WORD,
  savedWordsQuerySchema,
  saveWordSchema,
  vocabularyListQuerySchema,
  wordPatchSchema,
} from "../../../shared/schemas/studio";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { deleteWord, folderExists, listWords, savedAmong, saveWord, updateWord } from "./data";
import { vocabularyFolderRoutes } from "./folder-routes";
import { vocabularyReviewRoutes } from "./review-routes";

const saveRoute = signedInRoute({
  method: "post",
  path: "/vocabulary",
  tags: ["vocabulary"],
  summary: "Save a word (once per user, word and language, whatever its case)",
  request: { body: { content: { "application/json": { schema: saveWordSchema } }, required: true } },
  responses: {
    201: jsonResponse("The saved word"),
    400: errorResponse("Invalid word"),
    409: errorResponse("Already saved"),
  },
});

const savedRoute = signedInRoute({
  method: "get",
  path: "/vocabulary/saved",
  tags: ["vocabulary"],
  summary: "Which of these words the learner has saved already",
  request: { query: savedWordsQuerySchema },
  responses: { 200: jsonResponse("{ saved: string[] } (lower-cased)") },
});

const listRoute = signedInRoute({
  method: "get",
  path: "/vocabulary",
  tags: ["vocabulary"],
  summary: "A page of the learner's words (50, newest first), by folder, status and search",
  request: { query: vocabularyListQuerySchema },
  responses: {
    200: jsonResponse("{ words, hasMore }"),
    400: errorResponse("Invalid filter"),
  },
});
const wordParam = idParamsSchema("Word not found");
const patchRoute = signedInRoute({
  method: "patch",
  path: "/vocabulary/{id}",
  tags: ["vocabulary"],
  summary: "Mark a word learned or learning, or move it to a folder (null: unfiled)",
  request: {
    params: wordParam,
    body: { content: { "application/json": { schema: wordPatchSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("The word"),
    400: errorResponse("Invalid change"),
    404: errorResponse("Word or folder not found"),
  },
});
const deleteRoute = signedInRoute({
  method: "delete",
  path: "/vocabulary/{id}",
  tags: ["vocabulary"],
  summary: "Remove a word",
  request: { params: wordParam },
  responses: { 204: { description: "Removed" }, 404: errorResponse("Not found") },
});
const wordNotFound = () => new ApiError(404, "NOT_FOUND", "Word not found");

export const vocabularyRoutes = createRouter()
  .route("/", vocabularyFolderRoutes)
  .route("/", vocabularyReviewRoutes)
  .openapi(listRoute, async (c) => {
    return c.json(await listWords(c.get("services").database.db, c.get("user").id, c.req.valid("query")), 200);
  })
  .openapi(patchRoute, async (c) => {
    const { db } = c.get("services").database;
    const userId = c.get("user").id;
    const patch = c.req.valid("json");
    // A folder of another user is as unknown as a missing one.
    if (patch.folderId && !(await folderExists(db, userId, patch.folderId))) {
      throw new ApiError(404, "NOT_FOUND", "Folder not found");
    }
    const word = await updateWord(db, userId, c.req.valid("param").id, patch);
    if (!word) throw wordNotFound();
    return c.json(word, 200);
  })
  .openapi(deleteRoute, async (c) => {
    if (!(await deleteWord(c.get("services").database.db, c.get("user").id, c.req.valid("param").id))) {
      throw wordNotFound();
    }
    return c.body(null, 204);
  })
  .openapi(saveRoute, async (c) => {
    const { db } = c.get("services").database;
    const input = c.req.valid("json");
    const userId = c.get("user").id;
    const row = await saveWord(db, userId, input);
    if (!row) throw new ApiError(409, "ALREADY_SAVED", ALREADY_SAVED_WORD);
    return c.json(row, 201);
  })
  .openapi(savedRoute, async (c) => {
    const { db } = c.get("services").database;
    const { language, words } = c.req.valid("query");
    const wanted = [
      ...new Set(
        words
          .split(",")
          .map((w) => w.trim().toLocaleLowerCase())
          .filter(Boolean),
      ),
    ].slice(0, 100);
    if (wanted.length === 0) return c.json({ saved: [] }, 200);
    return c.json({ saved: await savedAmong(db, c.get("user").id, language, wanted) }, 200);
  });
