import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { BRAND } from "../../../shared/constants";
import type { SettingsPatch } from "../../../shared/schemas/settings";
import { PageTitle } from "../../components/page/page-title";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { preloadQueries } from "../../lib/query-client";
import { requireSession } from "../auth";
import { GeneralTab } from "./general-tab";
import { useT } from "./i18n";
import { LearningTab } from "./learning-tab";
import { NotificationsTab } from "./notifications-tab";
import { PrivacyTab } from "./privacy-tab";
import { settingsQuery, useSaveSettings, useSettings } from "./queries";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const user = await requireSession(request, queryClient);
  await preloadQueries(queryClient, [settingsQuery]);
  return { user };
}

/** The settings page: one tab each for general, notifications, learning and privacy; each change is saved at once. */
export function Component() {
  const { settings } = useSettings();
  const save = useSaveSettings();
  const { user } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const t = useT();
  const set = (patch: SettingsPatch) => save.mutate(patch);

  return (
    <div className="mx-auto max-w-3xl px-4">
      <PageTitle title={t("settings.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("settings.title")}</h1>
      <p className="mt-1 text-muted-foreground">{t("settings.intro", { brand: BRAND })}</p>
      <Tabs defaultValue="general" className="mt-6">
        <TabsList grid className="h-auto grid-cols-2 sm:grid-cols-4">
          <TabsTrigger value="general">{t("settings.tab.general")}</TabsTrigger>
          <TabsTrigger value="notifications">{t("settings.tab.notifications")}</TabsTrigger>
          <TabsTrigger value="learning">{t("settings.tab.learning")}</TabsTrigger>
          <TabsTrigger value="privacy">{t("settings.tab.privacy")}</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          <GeneralTab settings={settings} set={set} />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab settings={settings} set={set} />
        </TabsContent>
        <TabsContent value="learning" className="grid gap-4">
          <LearningTab settings={settings} set={set} />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab settings={settings} set={set} email={user.email} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
