import { catalogue, Text, type TextProps, type Translate, useTranslate } from "../../lib/i18n";
import type en from "./messages/en.json";

/** The Create page's texts (learning-experience §2.9, decision 0029): the form, templates, the list, the hub's section. */
catalogue(import.meta.glob("./messages/*.json", { import: "default" }));
export type Key = Extract<keyof typeof en, string>;
export const useT: () => Translate<Key> = useTranslate;
export const T: (props: TextProps<Key>) => React.ReactNode = Text;
