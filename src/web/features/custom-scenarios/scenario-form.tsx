import { Plus, Save, X } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { CUSTOM_SCENARIO_MAX, CUSTOM_SCENARIO_MESSAGES } from "../../../shared/schemas/custom-scenario";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { FacePicker } from "./face-picker";
import { describedBy, FieldError, FormField, selectClass, textareaClass } from "./form-field";
import { situationsFor } from "./form-values";
import { type Key, useT } from "./i18n";
import { DIFFICULTY_KEYS, LANGUAGE_KEYS } from "./labels";
import type { CreatePage } from "./use-create-page";
import { fieldId } from "./use-create-page";

/**
 * The offline tutor's situations by their id, in the page's language (the server names them in English); a situation
 * added later shows the server's title until it has a name here.
 */
const SITUATION_KEYS: Record<string, Key> = {
  doctor: "custom-scenarios.situation.doctor",
  "job-interview": "custom-scenarios.situation.job-interview",
  "phone-call": "custom-scenarios.situation.phone-call",
  renting: "custom-scenarios.situation.renting",
  restaurant: "custom-scenarios.situation.restaurant",
  "shopping-returns": "custom-scenarios.situation.shopping-returns",
  "small-talk": "custom-scenarios.situation.small-talk",
  "travel-directions": "custom-scenarios.situation.travel-directions",
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The scenario form (learning-experience §2.9, decision 0029). Checked with the shared schema before it goes; the
 * server's refusals land under their fields too. Ctrl/Cmd+Enter saves from anywhere in it.
 */
export function ScenarioForm({ page }: { page: CreatePage }) {
  const t = useT();
  const { values, errors, change, offer } = page;
  const languages: string[] = offer?.languages ?? [];
  const situations = situationsFor(offer, values.language);
  // Offline (no AI provider) every language offered has its situations; with one, only German and English have any.
  const showSituation = situations.length > 0;
  const languageError =
    errors.language ??
    (offer && !languages.includes(values.language) ? CUSTOM_SCENARIO_MESSAGES.languageOffline : undefined);

  const text = (name: "title" | "tutorName" | "tutorRole", placeholder: Key) => ({
    id: fieldId(name),
    value: values[name],
    placeholder: t(placeholder),
    autoComplete: "off",
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }),
    ...describedBy(fieldId(name), { error: errors[name] }),
  });
  const area = (name: "description" | "instructions" | "goal" | "opening", placeholder: Key, hint = false) => ({
    id: fieldId(name),
    value: values[name],
    placeholder: t(placeholder),
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }),
    className: textareaClass,
    ...describedBy(fieldId(name), { error: errors[name], hint }),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void page.save();
    }
  };
  const phrases = values.keyPhrases;

  return (
    <form
      ref={page.formRef}
      noValidate
      aria-labelledby="scenario-form-title"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void page.save();
      }}
      className="grid scroll-mt-20 gap-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="scenario-form-title" className="min-w-0 break-words text-xl font-semibold">
          {page.editing
            ? t("custom-scenarios.form.editTitle", { title: page.editing.title })
            : t("custom-scenarios.form.newTitle")}
        </h2>
        {(page.editing || page.dirty) && (
          <Button type="button" variant="outline" size="sm" onClick={page.discard}>
            <X /> {t(page.editing ? "custom-scenarios.form.cancelEdit" : "custom-scenarios.form.discard")}
          </Button>
        )}
      </div>
      {page.restored && (
        <p role="status" className="rounded-md bg-primary/10 px-3 py-2 text-sm text-foreground">
          {t("custom-scenarios.form.restored")}
        </p>
      )}

      <Group title={t("custom-scenarios.form.scenario")}>
        <FormField
          id={fieldId("title")}
          label={t("custom-scenarios.form.title")}
          error={errors.title}
          count={values.title.length}
          max={CUSTOM_SCENARIO_MAX.title}
        >
          <Input {...text("title", "custom-scenarios.form.titlePlaceholder")} />
        </FormField>
        <FormField
          id={fieldId("description")}
          label={t("custom-scenarios.form.description")}
          error={errors.description}
          count={values.description.length}
          max={CUSTOM_SCENARIO_MAX.description}
        >
          <textarea rows={3} {...area("description", "custom-scenarios.form.descriptionPlaceholder")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={fieldId("difficulty")} label={t("custom-scenarios.form.difficulty")} error={errors.difficulty}>
            <select
              id={fieldId("difficulty")}
              value={values.difficulty}
              onChange={(e) => change({ difficulty: e.target.value as typeof values.difficulty })}
              className={selectClass}
              {...describedBy(fieldId("difficulty"), { error: errors.difficulty })}
            >
              {(Object.keys(DIFFICULTY_KEYS) as (keyof typeof DIFFICULTY_KEYS)[]).map((level) => (
                <option key={level} value={level}>
                  {t(DIFFICULTY_KEYS[level])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={fieldId("language")} label={t("custom-scenarios.form.language")} error={languageError}>
            <select
              id={fieldId("language")}
              value={values.language}
              onChange={(e) => change({ language: e.target.value, situation: "" })}
              className={selectClass}
              {...describedBy(fieldId("language"), { error: languageError })}
            >
              {(languages.includes(values.language) ? languages : [values.language, ...languages]).map((code) => (
                <option key={code} value={code}>
                  {code in LANGUAGE_KEYS ? t(LANGUAGE_KEYS[code as keyof typeof LANGUAGE_KEYS]) : code}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </Group>

      <Group title={t("custom-scenarios.form.practice")}>
        <FormField
          id={fieldId("goal")}
          label={t("custom-scenarios.form.goal")}
          error={errors.goal}
          count={values.goal.length}
          max={CUSTOM_SCENARIO_MAX.goal}
        >
          <textarea rows={2} {...area("goal", "custom-scenarios.form.goalPlaceholder")} />
        </FormField>
        <fieldset className="grid min-w-0 gap-2" aria-describedby="scenario-keyPhrases-hint">
          <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium">
            <span>
              {t("custom-scenarios.form.keyPhrases")}{" "}
              <span className="font-normal text-muted-foreground">({t("custom-scenarios.form.optional")})</span>
            </span>
            <span aria-hidden="true" className="text-xs font-normal tabular-nums text-muted-foreground">
              {t("custom-scenarios.form.counter", { count: phrases.length, max: CUSTOM_SCENARIO_MAX.keyPhrases })}
            </span>
          </legend>
          <p id="scenario-keyPhrases-hint" className="text-xs text-muted-foreground">
            {t("custom-scenarios.form.keyPhrasesHint", { max: CUSTOM_SCENARIO_MAX.keyPhrases })}
          </p>
          {phrases.length > 0 && (
            <ol className="grid gap-2">
              {phrases.map((phrase, index) => {
                const id = fieldId(`keyPhrases.${index}`);
                const error = errors[`keyPhrases.${index}`];
                const label = t("custom-scenarios.form.keyPhrase", { number: index + 1 });
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; the texts may repeat
                  <li key={index} className="grid gap-1">
                    <div className="flex items-center gap-2">
                      <label htmlFor={id} className="sr-only">
                        {label}
                      </label>
                      <Input
                        id={id}
                        value={phrase}
                        autoComplete="off"
                        placeholder={label}
                        onChange={(e) =>
                          change({ keyPhrases: phrases.map((p, i) => (i === index ? e.target.value : p)) })
                        }
                        {...describedBy(id, { error })}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t("custom-scenarios.form.removePhrase", { number: index + 1 })}
                        title={t("custom-scenarios.form.removePhrase", { number: index + 1 })}
                        onClick={() => change({ keyPhrases: phrases.filter((_, i) => i !== index) })}
                      >
                        <X />
                      </Button>
                    </div>
                    <FieldError id={id} error={error} />
                  </li>
                );
              })}
            </ol>
          )}
          <FieldError id={fieldId("keyPhrases")} error={errors.keyPhrases} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={phrases.length >= CUSTOM_SCENARIO_MAX.keyPhrases}
            onClick={() => {
              change({ keyPhrases: [...phrases, ""] });
              requestAnimationFrame(() => document.getElementById(fieldId(`keyPhrases.${phrases.length}`))?.focus());
            }}
          >
            <Plus /> {t("custom-scenarios.form.addPhrase")}
          </Button>
        </fieldset>
      </Group>

      <Group title={t("custom-scenarios.form.tutor")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={fieldId("tutorName")}
            label={t("custom-scenarios.form.tutorName")}
            error={errors.tutorName}
            count={values.tutorName.length}
            max={CUSTOM_SCENARIO_MAX.tutorName}
          >
            <Input {...text("tutorName", "custom-scenarios.form.tutorNamePlaceholder")} />
          </FormField>
          <FormField
            id={fieldId("tutorRole")}
            label={t("custom-scenarios.form.tutorRole")}
            error={errors.tutorRole}
            count={values.tutorRole.length}
            max={CUSTOM_SCENARIO_MAX.tutorRole}
          >
            <Input {...text("tutorRole", "custom-scenarios.form.tutorRolePlaceholder")} />
          </FormField>
        </div>
        <FacePicker
          faces={offer?.faces ?? []}
          language={values.language}
          value={values.avatar}
          error={errors.avatar}
          onChange={(avatar) => change({ avatar })}
        />
        <FormField
          id={fieldId("instructions")}
          label={t("custom-scenarios.form.instructions")}
          optional
          error={errors.instructions}
          count={values.instructions.length}
          max={CUSTOM_SCENARIO_MAX.instructions}
        >
          <textarea rows={3} {...area("instructions", "custom-scenarios.form.instructionsPlaceholder")} />
        </FormField>
        <FormField
          id={fieldId("opening")}
          label={t("custom-scenarios.form.opening")}
          optional
          hint={t("custom-scenarios.form.openingHint")}
          error={errors.opening}
          count={values.opening.length}
          max={CUSTOM_SCENARIO_MAX.opening}
        >
          <textarea rows={2} {...area("opening", "custom-scenarios.form.openingPlaceholder", true)} />
        </FormField>
        {showSituation && (
          <FormField
            id={fieldId("situation")}
            label={t("custom-scenarios.form.situation")}
            hint={t("custom-scenarios.form.situationHint")}
            error={errors.situation}
          >
            <select
              id={fieldId("situation")}
              value={values.situation}
              onChange={(e) => change({ situation: e.target.value })}
              className={selectClass}
              {...describedBy(fieldId("situation"), { error: errors.situation, hint: true })}
            >
              <option value="">{t("custom-scenarios.form.situationMatch")}</option>
              {situations.map((situation) => (
                <option key={situation.id} value={situation.id}>
                  {SITUATION_KEYS[situation.id] ? t(SITUATION_KEYS[situation.id]!) : situation.title}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </Group>

      <div className="grid gap-3 border-t pt-4">
        {errors._ && <FieldError id="scenario-form" error={errors._} />}
        {!errors._ && Object.keys(errors).length > 0 && (
          <p className="text-sm text-destructive">{t("custom-scenarios.form.checkFields")}</p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" disabled={page.saving}>
            <Save />
            {page.saving
              ? t("custom-scenarios.form.saving")
              : t(page.editing ? "custom-scenarios.form.saveChanges" : "custom-scenarios.form.save")}
          </Button>
          <span className="text-xs text-muted-foreground">{t("custom-scenarios.form.shortcut")}</span>
        </div>
      </div>
    </form>
  );
}
