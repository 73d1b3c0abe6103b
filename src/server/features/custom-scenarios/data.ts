import { and, count, desc, eq } from "drizzle-orm";
import {
  CUSTOM_SCENARIO_LIMIT,
  type CustomScenario,
  type CustomScenarioFields,
} from "../../../shared/schemas/custom-scenario";
import type { Db } from "../../db/client";
import { customScenarios, user } from "../../db/schema";

/**
 * A learner's own scenarios (decision 0029). Every query is filtered by the signed-in user's id: another learner's
 * scenario is exactly like one that does not exist.
 */

/** Thrown when a learner already keeps CUSTOM_SCENARIO_LIMIT scenarios. */
export class ScenarioLimitError extends Error {}

type Row = typeof customScenarios.$inferSelect;
const toScenario = ({ userId: _, createdAt, updatedAt, ...row }: Row): CustomScenario => ({
  ...row,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
const owned = (userId: string, id: string) => and(eq(customScenarios.userId, userId), eq(customScenarios.id, id));

/** The learner's scenarios, the last changed first. */
export async function listCustomScenarios(db: Db, userId: string): Promise<CustomScenario[]> {
  const rows = await db
    .select()
    .from(customScenarios)
    .where(eq(customScenarios.userId, userId))
    .orderBy(desc(customScenarios.updatedAt), desc(customScenarios.id));
  return rows.map(toScenario);
}

export async function findCustomScenario(db: Db, userId: string, id: string): Promise<CustomScenario | undefined> {
  const [row] = await db.select().from(customScenarios).where(owned(userId, id));
  return row && toScenario(row);
}

/**
 * Adds a scenario unless the learner has reached the limit. The learner's row is locked for the count, so two
 * creations at once cannot both take the last place.
 */
export async function createCustomScenario(
  db: Db,
  userId: string,
  fields: CustomScenarioFields & { situation: string },
): Promise<CustomScenario> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [kept] = await tx.select({ n: count() }).from(customScenarios).where(eq(customScenarios.userId, userId));
    if ((kept?.n ?? 0) >= CUSTOM_SCENARIO_LIMIT) throw new ScenarioLimitError();
    const [row] = await tx
      .insert(customScenarios)
      .values({ ...fields, userId })
      .returning();
    return toScenario(row!);
  });
}

export async function updateCustomScenario(
  db: Db,
  userId: string,
  id: string,
  fields: CustomScenarioFields & { situation: string },
): Promise<CustomScenario | undefined> {
  const [row] = await db
    .update(customScenarios)
    .set({ ...fields, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row && toScenario(row);
}

/** True when the learner had the scenario. */
export async function deleteCustomScenario(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(customScenarios).where(owned(userId, id)).returning({ id: customScenarios.id });
  return deleted.length > 0;
}
