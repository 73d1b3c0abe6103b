import { useEffect, useState } from "react";
import type { Settings, SettingsPatch } from "../../../shared/schemas/settings";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { useT } from "./i18n";
import { SettingRow, ToggleRow } from "./setting-row";

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

/** Settings' 'Notifications' tab: the daily reminder and its time, achievements, course updates. */
export function NotificationsTab({ settings, set }: { settings: Settings; set: (patch: SettingsPatch) => void }) {
  const t = useT();
  return (
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
  );
}
