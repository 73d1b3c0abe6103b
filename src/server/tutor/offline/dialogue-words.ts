import type { LanguageCode } from "../../../shared/schemas/course";

/** A line the tutor says, with its translation into the course's native language. */
export interface Spoken {
  text: string;
  translation: string;
}

/**
 * The few words the offline tutor needs to follow a conversation in a language: how a learner answers yes or no,
 * says they do not know, asks back ("Und Sie?"), asks a question, and where an answer's value ends.
 */
export interface DialogueWords {
  /** Words that answer a yes/no question (lower-case; phrases allowed). */
  yesNo: string[];
  /** A no to a yes/no question, and how a yes starts ("Ja, aber ohne Sahne" is a yes). */
  no: RegExp;
  yes: RegExp;
  /** "I don't know": an answer a person accepts. */
  dontKnow: RegExp;
  /** Sentences that ask the tutor the same question back. */
  askedBack: RegExp;
  /** The learner did not understand the tutor: "Wie bitte?". */
  pardon: RegExp;
  /** How a question starts when the learner leaves out the question mark. */
  questionStart: RegExp;
  /** Words that end an answer's value ("komme aus England *und* ..."). */
  valueEnds: Set<string>;
  /** Said when the learner asks something the character cannot tell. */
  noAnswer: Spoken;
  /** Said for an answer heard early when its line has no value to repeat. */
  heard: Spoken;
}

const GERMAN: DialogueWords = {
  yesNo: [
    "ja",
    "nein",
    "jein",
    "doch",
    "genau",
    "klar",
    "natürlich",
    "gern",
    "gerne",
    "sicher",
    "richtig",
    "stimmt",
    "okay",
    "ok",
    "nicht",
    "kein",
    "keine",
    "leider",
    "vielleicht",
    "eigentlich",
    "selbstverständlich",
  ],
  yes: /^(ja|jawohl|gern|gerne|klar|natürlich|genau|sicher|doch|okay|ok)(\s|$|[,.!])/i,
  no: /^(nein|nee|nö|kein|keine|keinen|nicht|noch nicht|lieber nicht|danke,? nein)(\s|$|[,.!])|(^|\s)nein(\s|$|[,.!])/i,
  dontKnow: /(^|\s)wei(ß|ss)\s(\S+\s){0,3}nicht\b|\bkeine ahnung\b|\bnicht sicher\b/i,
  askedBack:
    /^(und|aber|was ist mit|wie ist es mit|wie steht es mit)\s+(ihnen|sie|dir|du|euch|ihr|bei ihnen|bei dir)\b/i,
  pardon: /^(wie bitte|bitte\s*\?|was\s*\?|entschuldigung\s*\?|ich verstehe (das |sie )?nicht|noch ?mal bitte)/i,
  questionStart:
    /^(wo|wohin|woher|wann|wie|was|wer|wen|wem|wessen|warum|wieso|weshalb|welche[rsnm]?|kann|können|darf|gibt|haben|hast|sind|bist|ist|muss|müssen|soll)\b/i,
  valueEnds: new Set(["und", "aber", "oder", "denn", "weil", "dass", "doch", "sondern", "seit", "jetzt", "auch"]),
  noAnswer: {
    text: "Hm, gute Frage – das weiß ich leider nicht genau.",
    translation: "Hm, good question – I'm afraid I don't really know.",
  },
  heard: { text: "Ah, schön!", translation: "Ah, nice!" },
};

const ENGLISH: DialogueWords = {
  yesNo: [
    "yes",
    "yeah",
    "yep",
    "no",
    "nope",
    "not",
    "sure",
    "of course",
    "certainly",
    "definitely",
    "right",
    "ok",
    "okay",
    "maybe",
    "perhaps",
    "please",
    "actually",
    "don't",
    "didn't",
    "haven't",
    "never",
  ],
  yes: /^(yes|yeah|yep|sure|of course|ok|okay|please|definitely|certainly)\b/i,
  no: /^(no|nope|nah|not|not really|i'?m fine|i'?m good|i don'?t)\b|\bno,? thanks?\b|\bno\b/i,
  dontKnow: /\b(don'?t|do not) know\b|\bno idea\b|\bnot sure\b|\bdunno\b/i,
  askedBack: /^(and|what about|how about|and what about)\s+(you|yours|yourself)\b/i,
  pardon: /^(pardon|sorry\s*\?|what\s*\?|excuse me\s*\?|i don'?t understand|could you repeat|say that again)/i,
  questionStart:
    /^(where|when|what|who|whom|whose|why|which|how|can|could|may|is|are|do|does|did|have|has|will|would|should)\b/i,
  valueEnds: new Set(["and", "but", "or", "because", "since", "so", "now", "too", "also"]),
  noAnswer: {
    text: "Hmm, good question – I'm afraid I don't really know.",
    translation: "Hm, gute Frage – das weiß ich leider nicht so genau.",
  },
  heard: { text: "Oh, nice!", translation: "Oh, schön!" },
};

const WORDS: Partial<Record<LanguageCode, DialogueWords>> = { de: GERMAN, en: ENGLISH };

/** The dialogue words of a course's language (English's for a language without its own). */
export function dialogueWords(language: LanguageCode): DialogueWords {
  return WORDS[language] ?? ENGLISH;
}
