import type { QueryClient } from "@tanstack/react-query";
import { Lightbulb } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { PageTitle } from "../../components/page/page-title";
import { StudioHeading } from "../../components/page/studio-heading";
import { preloadQueries } from "../../lib/query-client";
import { requireSession } from "../auth";
import { DraftBox } from "./draft-box";
import { useT } from "./i18n";
import { customScenarioQueries } from "./queries";
import { ScenarioForm } from "./scenario-form";
import { ScenarioList } from "./scenario-list";
import { TemplateRow } from "./template-row";
import { useCreatePage } from "./use-create-page";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [customScenarioQueries.list]);
  return null;
}

/**
 * /learning-studio/create (learning-experience §2.9, decision 0029): the learner's own scenarios, made from a
 * template, a one-sentence draft or by hand, and listed to start, change, share or delete.
 */
export function Component() {
  const page = useCreatePage();
  const t = useT();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4">
      <PageTitle title={t("custom-scenarios.pageTitle")} />
      <StudioHeading
        back={t("custom-scenarios.back")}
        title={t("custom-scenarios.title")}
        intro={t("custom-scenarios.intro")}
      />
      {/* Phones: the list, the form, the tip; wider: the form beside the list and the tip. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-4 lg:col-start-2 lg:row-start-1">
          <ScenarioList page={page} />
        </div>
        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <TemplateRow page={page} />
          <DraftBox page={page} />
          <ScenarioForm page={page} />
        </div>
        <section className="min-w-0 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm sm:p-5 lg:col-start-2 lg:row-start-2">
          <h2 className="mb-1 flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4 text-primary" aria-hidden="true" /> {t("custom-scenarios.tip.title")}
          </h2>
          <p className="text-muted-foreground">{t("custom-scenarios.tip.text")}</p>
        </section>
      </div>
    </div>
  );
}
