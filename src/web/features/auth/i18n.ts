import { catalogue, Text, type TextProps, type Translate, useTranslate } from "../../lib/i18n";
import type en from "./messages/en.json";

/** The account's way in: sign-in and sign-up, their dialogs, the verification and reset pages, the avatar menu. */
catalogue(import.meta.glob("./messages/*.json", { import: "default" }));
type Key = Extract<keyof typeof en, string>;
export const useT: () => Translate<Key> = useTranslate;
export const T: (props: TextProps<Key>) => React.ReactNode = Text;
