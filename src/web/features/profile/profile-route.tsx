import { zodResolver } from "@hookform/resolvers/zod";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { BRAND } from "../../../shared/constants";
import { fullNameSchema } from "../../../shared/schemas/auth";
import { type Profile, usernameSchema } from "../../../shared/schemas/profile";
import type { Settings } from "../../../shared/schemas/settings";
import {
  NATIVE_LANGUAGES,
  PROFICIENCIES,
  PROFILE_DAILY_GOALS,
  TARGET_LANGUAGES,
} from "../../../shared/schemas/settings-values";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { ChoiceSelect, optionsOf } from "../../components/ui/choice-select";
import { CollapsibleSection } from "../../components/ui/collapsible-section";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { ApiError, api } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { preloadQueries } from "../../lib/query-client";
import { initialOf } from "../../lib/utils";
import { ChangePasswordDialog, DeleteAccountDialog, DownloadDataButton, ExportVocabularyButton } from "../account";
import { requireSession } from "../auth";
import { settingsQuery, useSaveSettings, useSettings } from "../settings";
import { AvatarDialog } from "./avatar-dialog";
import { useT } from "./i18n";
import { profileQuery } from "./queries";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [profileQuery, settingsQuery]);
  return null;
}

const languageKeys = {
  english: "profile.language.english",
  spanish: "profile.language.spanish",
  french: "profile.language.french",
  german: "profile.language.german",
  italian: "profile.language.italian",
} as const satisfies Record<(typeof NATIVE_LANGUAGES | typeof TARGET_LANGUAGES)[number], string>;

const proficiencyKeys = {
  beginner: "profile.proficiency.beginner",
  elementary: "profile.proficiency.elementary",
  intermediate: "profile.proficiency.intermediate",
  "upper-intermediate": "profile.proficiency.upperIntermediate",
} as const satisfies Record<(typeof PROFICIENCIES)[number], string>;

export function Component() {
  const profile = useQuery(profileQuery);
  const t = useT();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4">
      <PageTitle title={t("profile.title")} />
      <nav aria-label={t("profile.breadcrumb.label")} className="flex items-center gap-1 text-sm text-muted-foreground">
        <Link to="/" className="hover:text-foreground">
          {t("profile.breadcrumb.home")}
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span aria-current="page" className="text-foreground">
          {t("profile.title")}
        </span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">{t("profile.title")}</h1>
      {profile.isError ? (
        <p role="alert" className="text-destructive">
          {t("profile.loadFailed")}
        </p>
      ) : profile.data ? (
        <>
          <ProfileInformation profile={profile.data} />
          <LearningPreferences />
          <CollapsibleSection title={t("profile.security.title")} description={t("profile.security.description")}>
            <div className="flex flex-wrap gap-3">
              <ChangePasswordDialog />
              <DownloadDataButton />
              <ExportVocabularyButton />
              <DeleteAccountDialog email={profile.data.email} />
            </div>
          </CollapsibleSection>
        </>
      ) : (
        <Skeleton className="h-96" />
      )}
    </div>
  );
}

const infoSchema = (t: ReturnType<typeof useT>) =>
  z.object({
    firstName: z.string().trim().min(1, t("profile.info.required")),
    lastName: z.string().trim(),
    username: usernameSchema,
  });
type InfoInput = z.infer<ReturnType<typeof infoSchema>>;

function ProfileInformation({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const t = useT();
  const schema = useMemo(() => infoSchema(t), [t]);
  const form = useForm<InfoInput>({
    resolver: zodResolver(schema),
    values: { firstName: profile.firstName, lastName: profile.lastName, username: profile.username ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const fullName = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
    const nameCheck = fullNameSchema.safeParse(fullName);
    if (!nameCheck.success) {
      form.setError("firstName", { message: nameCheck.error.issues[0]?.message });
      return;
    }
    try {
      const saved = await api<Profile>("/api/profile", {
        method: "PATCH",
        body: { fullName, username: values.username.trim() },
      });
      client.setQueryData(profileQuery.queryKey, saved);
      await client.invalidateQueries({ queryKey: ["session"] });
      toast.success(t("profile.toast.saved"), { description: t("profile.toast.savedText") });
    } catch (error) {
      if (error instanceof ApiError && error.code === "USERNAME_TAKEN") {
        form.setError("username", { message: t("profile.info.usernameTaken") });
        return;
      }
      toast.error(t("profile.toast.error"), { description: t("profile.toast.saveFailed") });
    }
  });

  return (
    <CollapsibleSection title={t("profile.info.title")} description={t("profile.info.description", { brand: BRAND })}>
      <form onSubmit={save} noValidate className="grid gap-5">
        <div className="flex items-center gap-4">
          <span className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-4xl">
            {profile.avatarUrl ? (
              <img src={profile.avatarUrl} alt={t("profile.info.avatar")} className="size-full object-cover" />
            ) : (
              <span role="img" aria-label={t("profile.info.noAvatar")} className="font-semibold text-primary">
                {initialOf(profile.firstName || profile.lastName)}
              </span>
            )}
          </span>
          <Button type="button" variant="outline" onClick={() => setAvatarOpen(true)}>
            {t("profile.info.changeAvatar")}
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="first-name"
            label={t("profile.info.firstName")}
            error={errors.firstName?.message}
            {...form.register("firstName")}
            // In the server's HTML too (the form fills its inputs only once it runs).
            defaultValue={profile.firstName}
            autoComplete="given-name"
          />
          <TextField
            id="last-name"
            label={t("profile.info.lastName")}
            error={errors.lastName?.message}
            {...form.register("lastName")}
            defaultValue={profile.lastName}
            autoComplete="family-name"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="email">{t("profile.info.email")}</Label>
          <Input id="email" value={profile.email} readOnly disabled aria-describedby="email-note" />
          <p id="email-note" className="text-xs text-muted-foreground">
            {t("profile.info.emailNote")}
          </p>
        </div>
        <TextField
          id="username"
          label={t("profile.info.username")}
          error={errors.username?.message}
          placeholder={t("profile.info.usernamePlaceholder")}
          {...form.register("username")}
          defaultValue={profile.username ?? ""}
          autoComplete="username"
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {t(isSubmitting ? "profile.info.saving" : "profile.info.save")}
          </Button>
        </div>
      </form>
      <AvatarDialog open={avatarOpen} onOpenChange={setAvatarOpen} current={profile.avatarUrl} />
    </CollapsibleSection>
  );
}

function LearningPreferences() {
  const { settings } = useSettings();
  const save = useSaveSettings();
  const t = useT();
  const field = <K extends keyof Settings>(
    key: K,
    label: string,
    values: readonly Settings[K][],
    name: (v: Settings[K]) => string,
  ) => (
    // min-w-0: a long choice (French, German) shortens inside the select instead of widening the page.
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={`pref-${key}`}>{label}</Label>
      <ChoiceSelect
        id={`pref-${key}`}
        label={label}
        value={settings[key] as string | number}
        options={optionsOf(values as readonly (string | number)[], name as (v: string | number) => string)}
        onChange={(value) => save.mutate({ [key]: value })}
      />
    </div>
  );
  return (
    <CollapsibleSection title={t("profile.prefs.title")} description={t("profile.prefs.description")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("nativeLanguage", t("profile.prefs.nativeLanguage"), NATIVE_LANGUAGES, (l) => t(languageKeys[l]))}
        {field("targetLanguage", t("profile.prefs.targetLanguage"), TARGET_LANGUAGES, (l) => t(languageKeys[l]))}
        {field("profileDailyGoal", t("profile.prefs.dailyGoal"), PROFILE_DAILY_GOALS, (m) =>
          t("profile.prefs.minutes", { count: m }),
        )}
        {field("proficiency", t("profile.prefs.proficiency"), PROFICIENCIES, (p) => t(proficiencyKeys[p]))}
      </div>
    </CollapsibleSection>
  );
}
