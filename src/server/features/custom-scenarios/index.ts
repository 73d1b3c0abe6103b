export { listCustomScenarios } from "./data";
export { withOwnScenarios } from "./own-library";
export { customScenarioRoutes } from "./routes";
