import { Plus } from "lucide-react";
import { Link } from "react-router";
import { ownScenarioChatPath } from "../../../shared/own-course";
import { CharacterAvatar, characterFaceUrl } from "../../components/character-avatar";
import { Button } from "../../components/ui/button";
import { useT } from "./i18n";
import { ScenarioMeta } from "./labels";
import { useCustomScenarios } from "./queries";

/** How many of the learner's scenarios the hub shows; the Create page has them all. */
const SHOWN = 6;

/** The Learning Studio hub's 'My scenarios': each links to its chat; and the way to the Create page. */
export function MyScenariosSection() {
  const t = useT();
  const scenarios = useCustomScenarios().data?.scenarios ?? [];
  return (
    <section aria-labelledby="hub-my-scenarios" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="hub-my-scenarios" className="text-lg font-semibold">
            {t("custom-scenarios.hub.title")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {scenarios.length === 0 ? t("custom-scenarios.hub.empty") : t("custom-scenarios.hub.text")}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/learning-studio/create">
            <Plus /> {t("custom-scenarios.hub.create")}
          </Link>
        </Button>
      </div>
      {scenarios.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {scenarios.slice(0, SHOWN).map((scenario) => (
            <li key={scenario.id}>
              <Link
                to={ownScenarioChatPath(scenario)}
                data-testid="hub-scenario"
                className="flex h-full min-w-0 items-center gap-3 rounded-lg border p-3 outline-none transition hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <CharacterAvatar src={characterFaceUrl(scenario.avatar)} name={scenario.tutorName} size={36} />
                <span className="grid min-w-0">
                  <span className="line-clamp-2 break-words font-medium">{scenario.title}</span>
                  <ScenarioMeta scenario={scenario} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {scenarios.length > SHOWN && (
        <Link to="/learning-studio/create" className="w-fit text-sm text-primary hover:underline">
          {t("custom-scenarios.hub.all", { count: scenarios.length })}
        </Link>
      )}
    </section>
  );
}
