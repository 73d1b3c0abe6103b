import { catalogue, Text, type TextProps, type Translate, useTranslate } from "../lib/i18n";
import type en from "./messages/en.json";

/** The shared components' texts: the page's default description, the dialogs' close button, the folders. */
catalogue(import.meta.glob("./messages/*.json", { import: "default" }));
type Key = Extract<keyof typeof en, string>;
export const useT: () => Translate<Key> = useTranslate;
export const T: (props: TextProps<Key>) => React.ReactNode = Text;
