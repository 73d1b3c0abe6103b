import { useState } from "react";
import type { ReviewScheduler, Settings, SettingsPatch } from "../../../shared/schemas/settings";
import {
  CARD_ANIMATION_SPEEDS,
  DEFAULT_SETTINGS,
  FLASH_CARD_KEYS,
  INTERVAL_PRESETS,
  parseIntervals,
  RANGES,
  REVIEW_SCHEDULERS,
} from "../../../shared/schemas/settings-values";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ChoiceSelect, optionsOf } from "../../components/ui/choice-select";
import { Input } from "../../components/ui/input";
import { useT } from "./i18n";
import { SettingRow, SliderRow, ToggleRow } from "./setting-row";
import { speedKeys } from "./value-texts";

const schedulerKeys = {
  fixed: "settings.scheduler.fixed",
  fsrs: "settings.scheduler.fsrs",
} as const satisfies Record<ReviewScheduler, string>;
const presetKeys = {
  easy: "settings.preset.easy",
  medium: "settings.preset.medium",
  hard: "settings.preset.hard",
} as const;

/** The 'Learning' tab's flash-card settings: scheduler, intervals and their presets, review goal, the cards' ways. */
export function FlashCardSettings({ settings, set }: { settings: Settings; set: (patch: SettingsPatch) => void }) {
  const t = useT();
  const [intervalText, setIntervalText] = useState<string | null>(null);
  const shown = intervalText ?? settings.spacedRepetitionIntervals.join(", ");
  const applyIntervals = () => {
    if (intervalText === null) return;
    const days = parseIntervals(intervalText);
    setIntervalText(null);
    if (days && days.join() !== settings.spacedRepetitionIntervals.join()) set({ spacedRepetitionIntervals: days });
  };
  const resetDefaults = () =>
    set(Object.fromEntries(FLASH_CARD_KEYS.map((key) => [key, DEFAULT_SETTINGS[key]])) as SettingsPatch);

  return (
    <Card>
      <CardContent className="divide-y">
        <div className="pb-2">
          <h2 className="text-lg font-semibold">{t("settings.flashCards.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("settings.flashCards.description")}</p>
        </div>
        <SettingRow
          id="scheduler"
          label={t("settings.scheduler.label")}
          description={t("settings.scheduler.description")}
        >
          <ChoiceSelect
            id="scheduler"
            label={t("settings.scheduler.label")}
            value={settings.reviewScheduler}
            options={optionsOf(REVIEW_SCHEDULERS, (v) => t(schedulerKeys[v]))}
            onChange={(reviewScheduler) => set({ reviewScheduler })}
          />
        </SettingRow>
        <SettingRow
          id="intervals"
          label={t("settings.intervals.label")}
          description={
            settings.reviewScheduler === "fsrs" ? t("settings.intervals.notUsed") : t("settings.intervals.description")
          }
        >
          <Input
            id="intervals"
            value={shown}
            onChange={(e) => setIntervalText(e.target.value)}
            onBlur={applyIntervals}
            onKeyDown={(e) => e.key === "Enter" && applyIntervals()}
            aria-describedby="intervals-help"
          />
          <p id="intervals-help" className="mt-1 text-xs text-muted-foreground">
            {t("settings.intervals.help")}
          </p>
          <div className="mt-2 flex flex-wrap gap-2 sm:justify-end">
            {Object.entries(INTERVAL_PRESETS).map(([key, preset]) => (
              <Button
                key={key}
                type="button"
                size="sm"
                variant={settings.spacedRepetitionIntervals.join() === preset.intervals.join() ? "default" : "outline"}
                onClick={() => set({ spacedRepetitionIntervals: [...preset.intervals] })}
              >
                {t(presetKeys[key as keyof typeof INTERVAL_PRESETS])}
              </Button>
            ))}
          </div>
        </SettingRow>
        <SliderRow
          id="daily-review-goal"
          label={t("settings.dailyReviewGoal.label")}
          description={t("settings.dailyReviewGoal.value", { count: settings.dailyReviewGoal })}
          value={settings.dailyReviewGoal}
          range={RANGES.dailyReviewGoal}
          onCommit={(v) => set({ dailyReviewGoal: v })}
        />
        <ToggleRow
          id="auto-advance"
          label={t("settings.autoAdvance.label")}
          description={t("settings.autoAdvance.description")}
          checked={settings.autoAdvanceCards}
          onChange={(v) => set({ autoAdvanceCards: v })}
        />
        <ToggleRow
          id="show-hints"
          label={t("settings.showHints.label")}
          description={t("settings.showHints.description")}
          checked={settings.showHints}
          onChange={(v) => set({ showHints: v })}
        />
        <SettingRow id="card-speed" label={t("settings.cardSpeed.label")}>
          <ChoiceSelect
            id="card-speed"
            label={t("settings.cardSpeed.label")}
            value={settings.cardAnimationSpeed}
            options={optionsOf(CARD_ANIMATION_SPEEDS, (v) => t(speedKeys[v]))}
            onChange={(cardAnimationSpeed) => set({ cardAnimationSpeed })}
          />
        </SettingRow>
        <div className="pt-4">
          <Button type="button" variant="outline" onClick={resetDefaults}>
            {t("settings.resetDefaults")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
