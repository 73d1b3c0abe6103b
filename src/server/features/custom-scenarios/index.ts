export { listCustomScenarios } from "./data";
export { customScenarioRoutes } from "./routes";
