import type { QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { BRAND, THEMES } from "../../../shared/constants";
import { INTERFACE_LANGUAGES, LOCALE_NAMES } from "../../../shared/locale";
import type { ReviewScheduler, Settings, SettingsPatch } from "../../../shared/schemas/settings";
import {
  CARD_ANIMATION_SPEEDS,
  CEFR_LEVELS,
  DEFAULT_SETTINGS,
  FLASH_CARD_KEYS,
  INTERVAL_PRESETS,
  parseIntervals,
  RANGES,
  REVIEW_SCHEDULERS,
} from "../../../shared/schemas/settings-values";
import { useTheme } from "../../app/theme";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ChoiceSelect, optionsOf } from "../../components/ui/choice-select";
import { Input } from "../../components/ui/input";
import { Slider } from "../../components/ui/slider";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { formatNumber, useLocale } from "../../lib/i18n";
import { preloadQueries } from "../../lib/query-client";
import { localStore } from "../../lib/storage";
import { DeleteAccountDialog, DownloadDataButton, ExportVocabularyButton } from "../account";
import { requireSession } from "../auth/session";
import { canPlaySounds } from "../sounds";
import { canSynthesize } from "../speech";
import { useT } from "./i18n";
import { settingsQuery, useSaveSettings, useSettings } from "./queries";
import { SettingRow, ToggleRow } from "./setting-row";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const user = await requireSession(request, queryClient);
  await preloadQueries(queryClient, [settingsQuery]);
  return { user };
}

/** Speech speed and storage use are shown with one decimal ("1.0", "0.3"). */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

const themeKeys = {
  light: "settings.theme.light",
  dark: "settings.theme.dark",
  system: "settings.theme.system",
} as const;
const schedulerKeys = {
  fixed: "settings.scheduler.fixed",
  fsrs: "settings.scheduler.fsrs",
} as const satisfies Record<ReviewScheduler, string>;
const speedKeys = {
  slow: "settings.speed.slow",
  normal: "settings.speed.normal",
  fast: "settings.speed.fast",
} as const;
const presetKeys = {
  easy: "settings.preset.easy",
  medium: "settings.preset.medium",
  hard: "settings.preset.hard",
} as const;

/** 'Reminder time': saved when a whole time has been chosen (typing "1" on the way to "18:00" saves nothing). */
function ReminderTime(props: { value: string; disabled: boolean; onCommit: (value: string) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const commit = () => {
    if (/^\d{2}:\d{2}$/.test(draft) && draft !== props.value) props.onCommit(draft);
    else setDraft(props.value);
  };
  return (
    <Input
      id="reminder-time"
      type="time"
      step={60}
      value={draft}
      disabled={props.disabled}
      aria-label={t("settings.reminderTime.label")}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === "Enter" && commit()}
      className="sm:ml-auto sm:w-32"
    />
  );
}

/** What this browser cannot do of the sound settings (known only in the browser: the server renders as if it could). */
function useSoundLimits() {
  const [limits, setLimits] = useState({ speech: true, sounds: true });
  useEffect(() => setLimits({ speech: canSynthesize(), sounds: canPlaySounds() }), []);
  return limits;
}

function speechPace(speed: number) {
  return speed < 0.9 ? "slow" : speed > 1.1 ? "fast" : "normal";
}

export function Component() {
  const { settings } = useSettings();
  const save = useSaveSettings();
  const { setTheme } = useTheme();
  const { locale, switchLocale } = useLocale();
  const t = useT();
  const set = (patch: SettingsPatch) => save.mutate(patch);
  const can = useSoundLimits();
  const speechSpeed = formatNumber(locale, settings.speechSpeed, ONE_DECIMAL);

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
          <Card>
            <CardContent className="divide-y">
              <SettingRow id="theme" label={t("settings.theme.label")} description={t("settings.theme.description")}>
                <ChoiceSelect
                  id="theme"
                  label={t("settings.theme.label")}
                  value={settings.theme}
                  options={optionsOf(THEMES, (theme) => t(themeKeys[theme]))}
                  onChange={(theme) => {
                    setTheme(theme);
                    set({ theme });
                  }}
                />
              </SettingRow>
              <SettingRow id="interface-language" label={t("settings.interfaceLanguage.label")}>
                <ChoiceSelect
                  id="interface-language"
                  label={t("settings.interfaceLanguage.label")}
                  value={settings.interfaceLanguage}
                  options={optionsOf(INTERFACE_LANGUAGES, (l) => LOCALE_NAMES[l])}
                  onChange={(interfaceLanguage) => {
                    // The page changes language at once; the setting is saved once it has, so that the
                    // 'Settings saved' toast is in the new language.
                    void switchLocale(interfaceLanguage).finally(() => set({ interfaceLanguage }));
                  }}
                />
              </SettingRow>
              <ToggleRow
                id="sound-effects"
                label={t("settings.soundEffects.label")}
                description={
                  can.sounds ? t("settings.soundEffects.description") : t("settings.soundEffects.unsupported")
                }
                checked={settings.soundEffects}
                onChange={(v) => set({ soundEffects: v })}
              />
              <ToggleRow
                id="auto-play-audio"
                label={t("settings.autoPlayAudio.label")}
                description={
                  can.speech ? t("settings.autoPlayAudio.description") : t("settings.autoPlayAudio.unsupported")
                }
                checked={settings.autoPlayAudio}
                onChange={(v) => set({ autoPlayAudio: v })}
              />
              <SettingRow
                id="speech-speed"
                label={t("settings.speechSpeed.label")}
                description={t("settings.speechSpeed.value", {
                  speed: speechSpeed,
                  pace: t(speedKeys[speechPace(settings.speechSpeed)]),
                })}
              >
                <RangeSlider
                  id="speech-speed"
                  label={t("settings.speechSpeed.label")}
                  value={settings.speechSpeed}
                  range={RANGES.speechSpeed}
                  onCommit={(v) => set({ speechSpeed: Math.round(v * 10) / 10 })}
                />
                <div className="flex justify-between text-xs text-muted-foreground">
                  <span>{t("settings.speed.slow")}</span>
                  <span>{t("settings.speed.normal")}</span>
                  <span>{t("settings.speed.fast")}</span>
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
                label={t("settings.dailyReminders.label")}
                description={t("settings.dailyReminders.description")}
                checked={settings.dailyReminders}
                onChange={(v) => set({ dailyReminders: v })}
              />
              <SettingRow
                id="reminder-time"
                label={t("settings.reminderTime.label")}
                description={t("settings.reminderTime.description", { timeZone: settings.timeZone })}
              >
                <ReminderTime
                  value={settings.reminderTime}
                  disabled={!settings.dailyReminders}
                  onCommit={(reminderTime) => set({ reminderTime })}
                />
              </SettingRow>
              <ToggleRow
                id="achievement-notifications"
                label={t("settings.achievementNotifications.label")}
                description={t("settings.achievementNotifications.description")}
                checked={settings.achievementNotifications}
                onChange={(v) => set({ achievementNotifications: v })}
              />
              <ToggleRow
                id="course-updates"
                label={t("settings.courseUpdates.label")}
                description={t("settings.courseUpdates.description")}
                checked={settings.courseUpdates}
                onChange={(v) => set({ courseUpdates: v })}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="learning" className="grid gap-4">
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
              <SettingRow
                id="daily-goal"
                label={t("settings.dailyGoal.label")}
                description={t("settings.dailyGoal.value", { count: settings.dailyGoalMinutes })}
              >
                <RangeSlider
                  id="daily-goal"
                  label={t("settings.dailyGoal.label")}
                  value={settings.dailyGoalMinutes}
                  range={RANGES.dailyGoalMinutes}
                  onCommit={(v) => set({ dailyGoalMinutes: v })}
                />
              </SettingRow>
              <SettingRow
                id="weekly-goal"
                label={t("settings.weeklyGoal.label")}
                description={t("settings.weeklyGoal.value", { count: settings.weeklyGoalSessions })}
              >
                <RangeSlider
                  id="weekly-goal"
                  label={t("settings.weeklyGoal.label")}
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
  const { locale } = useLocale();
  const t = useT();
  const percent = formatNumber(locale, localStore.usagePercent(), ONE_DECIMAL);
  return (
    <div className="flex flex-wrap gap-3 pt-4">
      <p className="w-full text-sm text-muted-foreground">{t("settings.storage", { percent, brand: BRAND })}</p>
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
        <SettingRow
          id="daily-review-goal"
          label={t("settings.dailyReviewGoal.label")}
          description={t("settings.dailyReviewGoal.value", { count: settings.dailyReviewGoal })}
        >
          <RangeSlider
            id="daily-review-goal"
            label={t("settings.dailyReviewGoal.label")}
            value={settings.dailyReviewGoal}
            range={RANGES.dailyReviewGoal}
            onCommit={(v) => set({ dailyReviewGoal: v })}
          />
        </SettingRow>
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
