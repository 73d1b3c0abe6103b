import { useEffect, useState } from "react";
import { THEMES } from "../../../shared/constants";
import { INTERFACE_LANGUAGES, LOCALE_NAMES } from "../../../shared/locale";
import type { Settings, SettingsPatch } from "../../../shared/schemas/settings";
import { RANGES } from "../../../shared/schemas/settings-values";
import { Card, CardContent } from "../../components/ui/card";
import { ChoiceSelect, optionsOf } from "../../components/ui/choice-select";
import { formatNumber, useLocale } from "../../lib/i18n";
import { useTheme } from "../../lib/theme";
import { canPlaySounds } from "../sounds";
import { canSynthesize } from "../speech";
import { useT } from "./i18n";
import { SettingRow, SliderRow, ToggleRow } from "./setting-row";
import { ONE_DECIMAL, speedKeys } from "./value-texts";

const themeKeys = {
  light: "settings.theme.light",
  dark: "settings.theme.dark",
  system: "settings.theme.system",
} as const;

/** What this browser cannot do of the sound settings (known only in the browser: the server renders as if it could). */
function useSoundLimits() {
  const [limits, setLimits] = useState({ speech: true, sounds: true });
  useEffect(() => setLimits({ speech: canSynthesize(), sounds: canPlaySounds() }), []);
  return limits;
}

function speechPace(speed: number) {
  return speed < 0.9 ? "slow" : speed > 1.1 ? "fast" : "normal";
}

/** Settings' 'General' tab: theme, interface language, sound effects, auto-play and the speech's speed. */
export function GeneralTab({ settings, set }: { settings: Settings; set: (patch: SettingsPatch) => void }) {
  const { setTheme } = useTheme();
  const { locale, switchLocale } = useLocale();
  const t = useT();
  const can = useSoundLimits();
  const speechSpeed = formatNumber(locale, settings.speechSpeed, ONE_DECIMAL);
  return (
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
          description={can.sounds ? t("settings.soundEffects.description") : t("settings.soundEffects.unsupported")}
          checked={settings.soundEffects}
          onChange={(v) => set({ soundEffects: v })}
        />
        <ToggleRow
          id="auto-play-audio"
          label={t("settings.autoPlayAudio.label")}
          description={can.speech ? t("settings.autoPlayAudio.description") : t("settings.autoPlayAudio.unsupported")}
          checked={settings.autoPlayAudio}
          onChange={(v) => set({ autoPlayAudio: v })}
        />
        <SliderRow
          id="speech-speed"
          label={t("settings.speechSpeed.label")}
          description={t("settings.speechSpeed.value", {
            speed: speechSpeed,
            pace: t(speedKeys[speechPace(settings.speechSpeed)]),
          })}
          value={settings.speechSpeed}
          range={RANGES.speechSpeed}
          onCommit={(v) => set({ speechSpeed: Math.round(v * 10) / 10 })}
        >
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{t("settings.speed.slow")}</span>
            <span>{t("settings.speed.normal")}</span>
            <span>{t("settings.speed.fast")}</span>
          </div>
        </SliderRow>
      </CardContent>
    </Card>
  );
}
