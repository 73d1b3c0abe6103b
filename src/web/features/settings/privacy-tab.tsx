import { BRAND } from "../../../shared/constants";
import type { Settings, SettingsPatch } from "../../../shared/schemas/settings";
import { Card, CardContent } from "../../components/ui/card";
import { formatNumber, useLocale } from "../../lib/i18n";
import { localStore } from "../../lib/storage";
import { DeleteAccountDialog, DownloadDataButton, ExportVocabularyButton } from "../account";
import { useT } from "./i18n";
import { ToggleRow } from "./setting-row";
import { ONE_DECIMAL } from "./value-texts";

/** Settings' 'Privacy' tab: analytics, personalised learning, the learner's data and the account's deletion. */
export function PrivacyTab({
  settings,
  set,
  email,
}: {
  settings: Settings;
  set: (patch: SettingsPatch) => void;
  email: string;
}) {
  const t = useT();
  return (
    <Card>
      <CardContent className="divide-y">
        <ToggleRow
          id="analytics"
          label={t("settings.analytics.label")}
          description={t("settings.analytics.description")}
          checked={settings.analytics}
          onChange={(v) => set({ analytics: v })}
        />
        <ToggleRow
          id="personalized-learning"
          label={t("settings.personalizedLearning.label")}
          description={t("settings.personalizedLearning.description")}
          checked={settings.personalizedLearning}
          onChange={(v) => set({ personalizedLearning: v })}
        />
        <PrivacyActions email={email} />
      </CardContent>
    </Card>
  );
}

function PrivacyActions({ email }: { email: string }) {
  const { locale } = useLocale();
  const t = useT();
  const percent = formatNumber(locale, localStore.usagePercent(), ONE_DECIMAL);
  return (
    <div className="flex flex-wrap gap-3 pt-4">
      <p className="w-full text-sm text-muted-foreground">{t("settings.storage", { percent, brand: BRAND })}</p>
      <DownloadDataButton />
      <ExportVocabularyButton />
      <DeleteAccountDialog email={email} />
    </div>
  );
}
