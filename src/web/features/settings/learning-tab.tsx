import type { Settings, SettingsPatch } from "../../../shared/schemas/settings";
import { CEFR_LEVELS, RANGES } from "../../../shared/schemas/settings-values";
import { Card, CardContent } from "../../components/ui/card";
import { ChoiceSelect, optionsOf } from "../../components/ui/choice-select";
import { FlashCardSettings } from "./flash-card-settings";
import { useT } from "./i18n";
import { SettingRow, SliderRow } from "./setting-row";

/** Settings' 'Learning' tab: the target level and the goals, then the flash cards' settings. */
export function LearningTab({ settings, set }: { settings: Settings; set: (patch: SettingsPatch) => void }) {
  const t = useT();
  return (
    <>
      <Card>
        <CardContent className="divide-y">
          <SettingRow
            id="target-level"
            label={t("settings.targetLevel.label")}
            description={t("settings.targetLevel.description")}
          >
            <ChoiceSelect
              id="target-level"
              label={t("settings.targetLevel.label")}
              value={settings.targetLevel}
              options={optionsOf(CEFR_LEVELS, (l) => l)}
              onChange={(targetLevel) => set({ targetLevel })}
            />
          </SettingRow>
          <SliderRow
            id="daily-goal"
            label={t("settings.dailyGoal.label")}
            description={t("settings.dailyGoal.value", { count: settings.dailyGoalMinutes })}
            value={settings.dailyGoalMinutes}
            range={RANGES.dailyGoalMinutes}
            onCommit={(v) => set({ dailyGoalMinutes: v })}
          />
          <SliderRow
            id="weekly-goal"
            label={t("settings.weeklyGoal.label")}
            description={t("settings.weeklyGoal.value", { count: settings.weeklyGoalSessions })}
            value={settings.weeklyGoalSessions}
            range={RANGES.weeklyGoalSessions}
            onCommit={(v) => set({ weeklyGoalSessions: v })}
          />
        </CardContent>
      </Card>
      <FlashCardSettings settings={settings} set={set} />
    </>
  );
}
