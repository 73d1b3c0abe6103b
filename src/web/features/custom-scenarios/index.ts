/** The custom scenarios feature's public entry: the Learning Studio hub shows the learner's scenarios through it. */
export { MyScenariosSection } from "./hub-section";
export { customScenarioQueries } from "./queries";
