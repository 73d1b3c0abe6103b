import { z } from "@hono/zod-openapi";

/** OpenAPI description of the shared error body. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "VALIDATION_ERROR" }),
      message: z.string().openapi({ example: "email: Invalid email address" }),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("Error");

export const errorResponse = (description: string) => ({
  content: { "application/json": { schema: errorResponseSchema } },
  description,
});

/** A JSON response described loosely in the OpenAPI document (shapes defined by the shared TypeScript types). */
export const jsonResponse = (description: string) => ({
  content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
  description,
});

/** A request's required JSON body, validated by `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
