import { useEffect, useRef, useState } from "react";
import {
  CUSTOM_SCENARIO_MESSAGES,
  type CustomScenario,
  customScenarioInputSchema,
} from "../../../shared/schemas/custom-scenario";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { localStore } from "../../lib/storage";
import { useSession } from "../auth";
import { customScenariosApi } from "./api";
import {
  check,
  emptyValues,
  type FieldErrors,
  type FormValues,
  inputOf,
  isFormValues,
  offeredFace,
  offeredSituation,
  valuesOf,
  withDraft,
} from "./form-values";
import { useT } from "./i18n";
import { useCustomScenarios, useReloadScenarios } from "./queries";
import type { ScenarioTemplate } from "./templates";

/** What is kept in local storage while the learner types: the form, and the scenario it changes, if any. */
interface KeptDraft {
  values: FormValues;
  editing: { id: string; title: string } | null;
}
const isKeptDraft = (data: unknown): string | undefined => {
  const kept = data as KeptDraft | null;
  return kept && isFormValues(kept.values) ? undefined : "not a scenario draft";
};
/** Per learner: another learner signing in on this browser does not see it. */
const storageName = (userId: string) => `custom-scenario-draft.${userId}`;

/** The fields in the form's order (the schema's): where the focus goes when one of them is refused. */
const FIELD_ORDER = Object.keys(customScenarioInputSchema.shape);
export const fieldId = (field: string) => `scenario-${field.replace(".", "-")}`;

function focusFirst(errors: FieldErrors) {
  const first = Object.keys(errors).sort(
    (a, b) => FIELD_ORDER.indexOf(a.split(".")[0]!) - FIELD_ORDER.indexOf(b.split(".")[0]!),
  )[0];
  if (!first) return;
  requestAnimationFrame(() => {
    const element =
      first === "avatar"
        ? document.querySelector<HTMLElement>("input[name=scenario-avatar]:checked, input[name=scenario-avatar]")
        : document.getElementById(fieldId(first));
    element?.focus();
  });
}

/**
 * The Create page's state (decision 0029): the form and the scenario it changes, its checks and the server's, the
 * kept draft, templates, 'Draft it for me', and what the list does to the form.
 */
export function useCreatePage() {
  const t = useT();
  const list = useCustomScenarios();
  const offer = list.data;
  const reload = useReloadScenarios();
  const userId = useSession().data?.id;

  const [values, setValues] = useState<FormValues>(() => emptyValues(offer?.languages[0]));
  const [editing, setEditing] = useState<KeptDraft["editing"]>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [idea, setIdea] = useState("");
  const [drafting, setDrafting] = useState(false);
  const [draftError, setDraftError] = useState<string>();
  const [drafted, setDrafted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const readKept = useRef(false);

  // A draft kept in this browser comes back once the learner is known (after hydration: the server has no storage).
  useEffect(() => {
    if (!userId || readKept.current) return;
    readKept.current = true;
    const kept = localStore.get<KeptDraft>(storageName(userId), isKeptDraft);
    if (!kept.ok) return;
    setValues({ ...emptyValues(), ...kept.data.values });
    setEditing(kept.data.editing);
    setDirty(true);
    setRestored(true);
  }, [userId]);

  // Nothing typed is lost: every change is kept until it is saved or discarded.
  useEffect(() => {
    if (userId && dirty) localStore.set<KeptDraft>(storageName(userId), { values, editing });
  }, [userId, dirty, values, editing]);

  const forget = () => {
    if (userId) localStore.remove(storageName(userId));
  };

  /** Back to an empty form (in the language the learner was writing in, when this server plays it). */
  const reset = () => {
    const language = offer?.languages.includes(values.language as never) ? values.language : offer?.languages[0];
    setValues(emptyValues(language));
    setEditing(null);
    setErrors({});
    setDirty(false);
    setRestored(false);
    setDrafted(false);
  };

  const change = (next: Partial<FormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setDirty(true);
    setDrafted(false);
    setErrors((current) => {
      const left = { ...current };
      for (const name of Object.keys(next)) {
        for (const key of Object.keys(left)) if (key === name || key.startsWith(`${name}.`)) delete left[key];
      }
      delete left._;
      return left;
    });
  };

  const showForm = () =>
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      document.getElementById(fieldId("title"))?.focus({ preventScroll: true });
    });

  const save = async () => {
    if (saving) return;
    const found = check(values, offer);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setSaving(true);
    try {
      const input = inputOf(values);
      if (editing) await customScenariosApi.update(editing.id, input);
      else await customScenariosApi.create(input);
      toast.success(t(editing ? "custom-scenarios.toast.updated" : "custom-scenarios.toast.created"), {
        description: values.title.trim(),
      });
      forget();
      reset();
      void reload();
    } catch (error) {
      const refused: FieldErrors =
        error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0
          ? { ...error.fields }
          : { _: error instanceof Error ? error.message : String(error) };
      // A message for no field of the form (or for the request as a whole) is shown above the save button.
      for (const key of Object.keys(refused)) {
        if (!FIELD_ORDER.includes(key.split(".")[0]!) && key !== "_") {
          refused._ ??= refused[key]!;
          delete refused[key];
        }
      }
      setErrors(refused);
      focusFirst(refused);
    } finally {
      setSaving(false);
    }
  };

  const applyTemplate = (template: ScenarioTemplate) => {
    const language = offer?.languages.includes(template.language) ? template.language : (offer?.languages[0] ?? "de");
    setValues({
      title: t(template.title),
      description: t(template.description),
      difficulty: template.difficulty,
      language,
      instructions: t(template.instructions),
      goal: t(template.goal),
      tutorName: template.tutorName,
      tutorRole: t(template.tutorRole),
      avatar: offeredFace(offer, language, template.avatar),
      opening: template.opening,
      keyPhrases: [...template.keyPhrases],
      situation: offeredSituation(offer, language, template.situation),
    });
    setEditing(null);
    setErrors({});
    setDirty(true);
    setRestored(false);
    setDrafted(false);
    showForm();
  };

  const draftForMe = async () => {
    if (drafting) return;
    const sentence = idea.trim();
    if (!sentence) {
      setDraftError("Describe your situation in a sentence");
      return;
    }
    if (offer && !(offer.languages as string[]).includes(values.language)) {
      setDraftError(CUSTOM_SCENARIO_MESSAGES.languageOffline);
      return;
    }
    setDrafting(true);
    setDraftError(undefined);
    try {
      const draft = await customScenariosApi.draft({ idea: sentence, language: values.language as never });
      setValues((current) => withDraft(current, draft, offer));
      setErrors({});
      setDirty(true);
      setRestored(false);
      setDrafted(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      setDraftError(fields?.idea ?? fields?.language ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setDrafting(false);
    }
  };

  return {
    list,
    offer,
    values,
    editing,
    errors,
    restored,
    dirty,
    saving,
    formRef,
    change,
    save,
    applyTemplate,
    /** 'Edit' of a scenario in the list: the form takes it, and saving changes it. */
    edit: (scenario: CustomScenario) => {
      setValues(valuesOf(scenario));
      setEditing({ id: scenario.id, title: scenario.title });
      setErrors({});
      setDirty(false);
      setRestored(false);
      setDrafted(false);
      showForm();
    },
    /** 'Discard draft' and 'Stop editing': the kept draft goes, the form is empty again. */
    discard: () => {
      forget();
      reset();
    },
    /** A deleted scenario that was being changed: what was typed stays, as a new scenario. */
    deleted: (id: string) => {
      if (editing?.id === id) setEditing(null);
    },
    draft: { idea, setIdea, drafting, error: draftError, setError: setDraftError, done: drafted, run: draftForMe },
  };
}

export type CreatePage = ReturnType<typeof useCreatePage>;
