/** The avatars feature's public entry: the preset list and the images it serves. */
export { avatarApiRoutes, avatarImageRoutes } from "./routes";
