import { z } from "zod";

/**
 * The `{id}` of an API path: a row's UUID. Anything else names no row and never reaches a uuid column; it is
 * refused (400) with the route's own 'not found' message.
 */
export const idParamsSchema = (notFound: string) => z.object({ id: z.uuid(notFound) });
