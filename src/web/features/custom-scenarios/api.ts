import type {
  CustomScenario,
  CustomScenarioInput,
  CustomScenarioList,
  ScenarioDraft,
  ScenarioDraftRequest,
} from "../../../shared/schemas/custom-scenario";
import { api } from "../../lib/api";

const scenarioUrl = (id: string) => `/api/custom-scenarios/${encodeURIComponent(id)}`;

/** The learner's own scenarios (server: features/custom-scenarios/routes.ts). */
export const customScenariosApi = {
  list: (signal?: AbortSignal) => api<CustomScenarioList>("/api/custom-scenarios", { signal }),
  create: (input: CustomScenarioInput) => api<CustomScenario>("/api/custom-scenarios", { method: "POST", body: input }),
  update: (id: string, input: CustomScenarioInput) =>
    api<CustomScenario>(scenarioUrl(id), { method: "PUT", body: input }),
  remove: (id: string) => api<void>(scenarioUrl(id), { method: "DELETE" }),
  /** The shared file: the server sends it as an attachment, which a link downloads. */
  fileUrl: (id: string) => `${scenarioUrl(id)}/file`,
  import: (file: unknown) => api<CustomScenario>("/api/custom-scenarios/import", { method: "POST", body: file }),
  draft: (request: ScenarioDraftRequest) =>
    api<ScenarioDraft>("/api/custom-scenarios/draft", { method: "POST", body: request }),
};
