import type { Db } from "./client";

/**
 * A read whose SQL is built once per database and then run with new values (`sql.placeholder`). Drizzle otherwise
 * builds a query's text on every call, checking each column as it goes: about 0.1 ms of JavaScript per read, as much
 * as some reads spend in the database. Pass it a query prepared with an empty name (`.prepare("")`): the statement is
 * still sent unnamed, exactly as an unprepared query, so the database parses and plans it as before; only our side's
 * building is saved.
 */
export function builtOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
