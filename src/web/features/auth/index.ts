/** The auth feature's public entry: other features ask through it who is signed in, and send visitors away. */
export { leaveAsVisitor, requireSession, safeNextPath, sessionQuery, useSession } from "./session";
