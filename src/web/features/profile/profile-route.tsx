import { zodResolver } from "@hookform/resolvers/zod";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, type LoaderFunctionArgs } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { fullNameSchema } from "../../../shared/schemas/auth";
import { type Profile, usernameSchema } from "../../../shared/schemas/profile";
import {
  NATIVE_LANGUAGES,
  PROFICIENCIES,
  PROFILE_DAILY_GOALS,
  type Settings,
  TARGET_LANGUAGES,
} from "../../../shared/schemas/settings";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { ChoiceSelect, optionsOf } from "../../components/ui/choice-select";
import { CollapsibleSection } from "../../components/ui/collapsible-section";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { ApiError, api } from "../../lib/api";
import { preloadQueries } from "../../lib/query-client";
import { ChangePasswordDialog, DeleteAccountDialog, DownloadDataButton, ExportVocabularyButton } from "../account";
import { requireSession } from "../auth/session";
import { settingsQuery, useSaveSettings, useSettings } from "../settings/queries";
import { AvatarDialog } from "./avatar-dialog";
import { profileQuery } from "./queries";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [profileQuery, settingsQuery]);
  return null;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace("-", " ");

export function Component() {
  const profile = useQuery(profileQuery);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4">
      <PageTitle title="Profile" />
      <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-sm text-muted-foreground">
        <Link to="/" className="hover:text-foreground">
          Home
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span aria-current="page" className="text-foreground">
          Profile
        </span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      {profile.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load profile data
        </p>
      ) : profile.data ? (
        <>
          <ProfileInformation profile={profile.data} />
          <LearningPreferences />
          <CollapsibleSection title="Security" description="Password, your data and your account.">
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

const infoSchema = z.object({
  firstName: z.string().trim().min(1, "Required"),
  lastName: z.string().trim(),
  username: usernameSchema,
});
type InfoInput = z.infer<typeof infoSchema>;

function ProfileInformation({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const form = useForm<InfoInput>({
    resolver: zodResolver(infoSchema),
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
      toast.success("Profile updated", { description: "Your profile settings have been saved successfully." });
    } catch (error) {
      if (error instanceof ApiError && error.code === "USERNAME_TAKEN") {
        form.setError("username", { message: error.message });
        return;
      }
      toast.error("Error", { description: "Failed to save profile settings. Please try again." });
    }
  });

  return (
    <CollapsibleSection title="Profile Information" description="How you appear in Parley.">
      <form onSubmit={save} noValidate className="grid gap-5">
        <div className="flex items-center gap-4">
          <span className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-4xl">
            {profile.avatarUrl ? (
              <img src={profile.avatarUrl} alt="Your avatar" className="size-full object-cover" />
            ) : (
              <span role="img" aria-label="No avatar yet">
                👤
              </span>
            )}
          </span>
          <Button type="button" variant="outline" onClick={() => setAvatarOpen(true)}>
            Change Avatar
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="first-name"
            label="First name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
            // In the server's HTML too (the form fills its inputs only once it runs).
            defaultValue={profile.firstName}
            autoComplete="given-name"
          />
          <TextField
            id="last-name"
            label="Last name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
            defaultValue={profile.lastName}
            autoComplete="family-name"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" value={profile.email} readOnly disabled aria-describedby="email-note" />
          <p id="email-note" className="text-xs text-muted-foreground">
            Email cannot be changed
          </p>
        </div>
        <TextField
          id="username"
          label="Username"
          error={errors.username?.message}
          placeholder="3 to 30 letters, digits, _ or -"
          {...form.register("username")}
          defaultValue={profile.username ?? ""}
          autoComplete="username"
        />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Changes"}
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
  const field = <K extends keyof Settings>(
    key: K,
    label: string,
    values: readonly Settings[K][],
    name: (v: Settings[K]) => string,
  ) => (
    <div className="grid gap-2">
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
    <CollapsibleSection title="Learning Preferences" description="Saved as soon as you change them.">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("nativeLanguage", "Native language", NATIVE_LANGUAGES, capitalise)}
        {field("targetLanguage", "Primary target language", TARGET_LANGUAGES, capitalise)}
        {field("profileDailyGoal", "Daily goal", PROFILE_DAILY_GOALS, (m) => `${m} minutes`)}
        {field("proficiency", "Proficiency", PROFICIENCIES, capitalise)}
      </div>
    </CollapsibleSection>
  );
}
