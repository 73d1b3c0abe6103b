import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { THEMES } from "../../../shared/constants";
import { LOCALE_NAMES } from "../../../shared/locale";
import {
  CARD_ANIMATION_SPEEDS,
  CEFR_LEVELS,
  DEFAULT_SETTINGS,
  FLASH_CARD_KEYS,
  INTERFACE_LANGUAGES,
  INTERVAL_PRESETS,
  parseIntervals,
  RANGES,
  type Settings,
  type SettingsPatch,
} from "../../../shared/schemas/settings";
import { useTheme } from "../../app/theme";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ChoiceSelect, optionsOf } from "../../components/ui/choice-select";
import { Input } from "../../components/ui/input";
import { Slider } from "../../components/ui/slider";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useLocale } from "../../lib/i18n";
import { preloadQueries } from "../../lib/query-client";
import { localStore } from "../../lib/storage";
import { DeleteAccountDialog, DownloadDataButton, ExportVocabularyButton } from "../account";
import { requireSession } from "../auth/session";
import { settingsQuery, useSaveSettings, useSettings } from "./queries";
import { SettingRow, ToggleRow } from "./setting-row";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const user = await requireSession(request, queryClient);
  await preloadQueries(queryClient, [settingsQuery]);
  return { user };
}

const themeLabels = { light: "Light", dark: "Dark", system: "System" } as const;
const speedLabels = { slow: "Slow", normal: "Normal", fast: "Fast" } as const;

function speechLabel(speed: number) {
  return speed < 0.9 ? "Slow" : speed > 1.1 ? "Fast" : "Normal";
}

export function Component() {
  const { settings } = useSettings();
  const save = useSaveSettings();
  const { setTheme } = useTheme();
  const { switchLocale } = useLocale();
  const set = (patch: SettingsPatch) => save.mutate(patch);

  return (
    <div className="mx-auto max-w-3xl px-4">
      <PageTitle title="Settings" />
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <p className="mt-1 text-muted-foreground">Make Parley work the way you learn.</p>
      <Tabs defaultValue="general" className="mt-6">
        <TabsList className="grid h-auto grid-cols-2 sm:grid-cols-4">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="learning">Learning</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
        </TabsList>

        <TabsContent value="general">
          <Card>
            <CardContent className="divide-y">
              <SettingRow id="theme" label="Theme" description="Light, dark, or follow your system.">
                <ChoiceSelect
                  id="theme"
                  label="Theme"
                  value={settings.theme}
                  options={optionsOf(THEMES, (t) => themeLabels[t])}
                  onChange={(theme) => {
                    setTheme(theme);
                    set({ theme });
                  }}
                />
              </SettingRow>
              <SettingRow id="interface-language" label="Interface language">
                <ChoiceSelect
                  id="interface-language"
                  label="Interface language"
                  value={settings.interfaceLanguage}
                  options={optionsOf(INTERFACE_LANGUAGES, (l) => LOCALE_NAMES[l])}
                  onChange={(interfaceLanguage) => {
                    // The page changes language at once; the setting is saved beside it.
                    void switchLocale(interfaceLanguage);
                    set({ interfaceLanguage });
                  }}
                />
              </SettingRow>
              <ToggleRow
                id="sound-effects"
                label="Sound effects"
                description="Short sounds for answers and achievements."
                checked={settings.soundEffects}
                onChange={(v) => set({ soundEffects: v })}
              />
              <ToggleRow
                id="auto-play-audio"
                label="Auto-play audio"
                description="Read tutor messages aloud as they arrive."
                checked={settings.autoPlayAudio}
                onChange={(v) => set({ autoPlayAudio: v })}
              />
              <SettingRow
                id="speech-speed"
                label="Speech speed"
                description={`${settings.speechSpeed.toFixed(1)}× · ${speechLabel(settings.speechSpeed)}`}
              >
                <RangeSlider
                  id="speech-speed"
                  label="Speech speed"
                  value={settings.speechSpeed}
                  range={RANGES.speechSpeed}
                  onCommit={(v) => set({ speechSpeed: Math.round(v * 10) / 10 })}
                />
                <div className="flex justify-between text-xs text-muted-foreground">
                  <span>Slow</span>
                  <span>Normal</span>
                  <span>Fast</span>
                </div>
              </SettingRow>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="notifications">
          <Card>
            <CardContent className="divide-y">
              <ToggleRow
                id="daily-reminders"
                label="Daily reminders"
                description="A nudge when you haven't practised today."
                checked={settings.dailyReminders}
                onChange={(v) => set({ dailyReminders: v })}
              />
              <ToggleRow
                id="achievement-notifications"
                label="Achievement notifications"
                description="Celebrate streaks and completed chapters."
                checked={settings.achievementNotifications}
                onChange={(v) => set({ achievementNotifications: v })}
              />
              <ToggleRow
                id="course-updates"
                label="Course updates"
                description="New scenarios and tutors in your courses."
                checked={settings.courseUpdates}
                onChange={(v) => set({ courseUpdates: v })}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="learning" className="grid gap-4">
          <Card>
            <CardContent className="divide-y">
              <SettingRow id="target-level" label="Target level" description="The CEFR level you are working towards.">
                <ChoiceSelect
                  id="target-level"
                  label="Target level"
                  value={settings.targetLevel}
                  options={optionsOf(CEFR_LEVELS, (l) => l)}
                  onChange={(targetLevel) => set({ targetLevel })}
                />
              </SettingRow>
              <SettingRow id="daily-goal" label="Daily goal" description={`${settings.dailyGoalMinutes} minutes a day`}>
                <RangeSlider
                  id="daily-goal"
                  label="Daily goal"
                  value={settings.dailyGoalMinutes}
                  range={RANGES.dailyGoalMinutes}
                  onCommit={(v) => set({ dailyGoalMinutes: v })}
                />
              </SettingRow>
              <SettingRow
                id="weekly-goal"
                label="Weekly goal"
                description={`${settings.weeklyGoalSessions} sessions a week`}
              >
                <RangeSlider
                  id="weekly-goal"
                  label="Weekly goal"
                  value={settings.weeklyGoalSessions}
                  range={RANGES.weeklyGoalSessions}
                  onCommit={(v) => set({ weeklyGoalSessions: v })}
                />
              </SettingRow>
            </CardContent>
          </Card>
          <FlashCardSettings settings={settings} set={set} />
        </TabsContent>

        <TabsContent value="privacy">
          <Card>
            <CardContent className="divide-y">
              <ToggleRow
                id="analytics"
                label="Analytics"
                description="Share anonymous usage figures with the operator of this server."
                checked={settings.analytics}
                onChange={(v) => set({ analytics: v })}
              />
              <ToggleRow
                id="personalized-learning"
                label="Personalized learning"
                description="Let your history shape hints and suggestions."
                checked={settings.personalizedLearning}
                onChange={(v) => set({ personalizedLearning: v })}
              />
              <PrivacyActions />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PrivacyActions() {
  const user = useLoaderUser();
  return (
    <div className="flex flex-wrap gap-3 pt-4">
      <p className="w-full text-sm text-muted-foreground">
        This browser keeps {localStore.usagePercent().toFixed(1)}% of its 5 MB of local storage for Parley (theme,
        avatar cache).
      </p>
      <DownloadDataButton />
      <ExportVocabularyButton />
      <DeleteAccountDialog email={user.email} />
    </div>
  );
}

function useLoaderUser() {
  return (useLoaderData() as Awaited<ReturnType<typeof loader>>).user;
}

function RangeSlider(props: {
  id: string;
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  onCommit: (value: number) => void;
}) {
  return (
    <Slider
      id={props.id}
      aria-label={props.label}
      min={props.range.min}
      max={props.range.max}
      step={props.range.step}
      value={props.value}
      onCommit={props.onCommit}
    />
  );
}

function FlashCardSettings({ settings, set }: { settings: Settings; set: (patch: SettingsPatch) => void }) {
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
          <h2 className="text-lg font-semibold">Flash cards</h2>
          <p className="text-sm text-muted-foreground">How your saved words come back for review.</p>
        </div>
        <SettingRow
          id="intervals"
          label="Spaced-repetition intervals"
          description="Days until the next review, by review count."
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
            Whole days above zero, separated by commas.
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
                {preset.label}
              </Button>
            ))}
          </div>
        </SettingRow>
        <SettingRow
          id="daily-review-goal"
          label="Daily review goal"
          description={`${settings.dailyReviewGoal} cards a day`}
        >
          <RangeSlider
            id="daily-review-goal"
            label="Daily review goal"
            value={settings.dailyReviewGoal}
            range={RANGES.dailyReviewGoal}
            onCommit={(v) => set({ dailyReviewGoal: v })}
          />
        </SettingRow>
        <ToggleRow
          id="auto-advance"
          label="Auto-advance"
          description="Show the next card right after you rate one."
          checked={settings.autoAdvanceCards}
          onChange={(v) => set({ autoAdvanceCards: v })}
        />
        <ToggleRow
          id="show-hints"
          label="Show hints"
          description="Keyboard hints on the cards."
          checked={settings.showHints}
          onChange={(v) => set({ showHints: v })}
        />
        <SettingRow id="card-speed" label="Card animation speed">
          <ChoiceSelect
            id="card-speed"
            label="Card animation speed"
            value={settings.cardAnimationSpeed}
            options={optionsOf(CARD_ANIMATION_SPEEDS, (v) => speedLabels[v])}
            onChange={(cardAnimationSpeed) => set({ cardAnimationSpeed })}
          />
        </SettingRow>
        <div className="pt-4">
          <Button type="button" variant="outline" onClick={resetDefaults}>
            Reset to defaults
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
