import { catalogue, Text, type TextProps, type Translate, useTranslate } from "../../lib/i18n";
import type en from "./messages/en.json";

/** The texts of the offline banner, the update toast and offline work. */
catalogue(import.meta.glob("./messages/*.json", { import: "default" }));
type Key = Extract<keyof typeof en, string>;
export const useT: () => Translate<Key> = useTranslate;
export const T: (props: TextProps<Key>) => React.ReactNode = Text;
