/** A word with its first letter big ('ärger' -> 'Ärger'). */
export const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** Whether a word starts with a capital letter. */
export const isCapitalised = (word: string) => word.charAt(0) !== word.charAt(0).toLocaleLowerCase();
