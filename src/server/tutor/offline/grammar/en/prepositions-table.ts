/**
 * Which preposition goes with which word, and the wrong ones German speakers put there by their own language
 * ('Angst vor' -> 'afraid before', 'stolz auf' -> 'proud on', 'abhängig von' -> 'dependent from'). Only pairs
 * where the wrong preposition is wrong after that head in every use are listed: 'tired from the journey', 'typical
 * of', 'worried for my son', 'different than', 'angry at', 'famous with tourists' are right English and stay out.
 *
 * A right preposition is a word, or one that depends on the object: `person` (a pronoun, a name, 'my boss') or
 * `thing` (anything else), `gerund` ('succeed with finding' -> 'in'), `objects` (only before these head nouns).
 * Wrong prepositions that also start times and places ('on Monday', 'after the war', 'from the start', 'over the
 * phone') are checked against such objects before a correction (see prepositions-heads.ts).
 */
export type Right =
  | string
  | {
      /** The preposition before a person, or undefined where the wrong one is right there. */
      person?: string;
      thing?: string;
      /** Only before an '-ing' form. */
      gerund?: string;
      /** Only where the object's head noun is one of these. */
      objects?: RegExp;
      right?: string;
      /** Only in a clause with a negation or 'stop' ('Don't shout to me'; 'She shouted to me from the boat'). */
      telling?: boolean;
      /** Not where the object's head noun is one of these ('worried for his safety'). */
      except?: RegExp;
      /** Before a person only in a negated clause ('Don\'t worry for me'; 'I worry for my son' is right). */
      toldPerson?: string;
      /** Not after these words before the head ('very responsible about money' is acting responsibly). */
      notAfter?: RegExp;
      /** Only with two things joined by 'and' ('the difference of a hostel and a hotel'). */
      pair?: boolean;
    };

const EVENTS =
  /^(exams?|tests?|interviews?|trips?|journeys?|holidays?|vacation|meetings?|presentations?|matche?s?|games?|competitions?|races?|marathon|wedding|party|parties|future|worst|winter|arrival|visit|move|conference|course|lessons?|class|classes|season|tour|performance|concert|exhibition|birth|operation|flight|start|day|week|weekend)$/;
const PICTURES = /^(photos?|pictures?|photographs?|paintings?|drawings?|images?|sky|stars)$/;
const PREPARED =
  /^(exams?|tests?|interviews?|trips?|journeys?|holidays?|meetings?|presentations?|matche?s?|competitions?|races?|marathon|wedding|party|future|worst|winter|arrival|visit|move|conference|course|lessons?|season|tour|performance|concert|exhibition|birth|operation|flight)$/;
const ILLNESSES =
  /^(cancer|covid|flu|influenza|pneumonia|malaria|tuberculosis|aids|hunger|thirst|heart|disease|illness|infection|stroke|poisoning|injuries|wounds|exhaustion|fever|virus)$/;
const SEARCHED =
  /^(keys?|glasses|sunglasses|wallet|purse|passport|phone|mobile|job|flat|apartment|ticket|tickets|id|card|ring|earrings?|umbrella|gloves)$/;
const ASKED =
  /^(bill|menu|check|receipt|help|advice|directions|way|price|money|water|permission|discount|explanation|address|number|name|password|key|room|change)$/;
const PLACES =
  /^(room|house|building|office|kitchen|classroom|bedroom|bathroom|living|flat|apartment|shop|store|church|hall|restaurant|café|cafe|bar|pub|hotel|station|museum|library|cinema|theatre|theater|bank|hospital|school|castle|garden|car|bus|train|lift|elevator|cave|tunnel|water|sea|lake|pool|country|city|town)$/;
const ANSWERED = /^(questions?|emails?|e-mails?|letters?|messages?|calls?|phone|texts?|door|invitation|request|mail)$/;
const QUESTIONS = /^(questions?|emails?|e-mails?|letters?|messages?|request|invitation|problems?|riddles?|texts?)$/;
const PROBLEMS = /^(problems?|issues?|questions?|puzzles?|riddles?|crisis|conflict|situation|dilemma|mystery)$/;
const OCCASIONS =
  /^(job|birthday|wedding|exams?|graduation|promotion|engagement|anniversary|success|baby|win|victory|results?|degree|achievement|award|prize|house|home|flat|apartment|car|retirement|marriage|place|passing|diploma|test)$/;
const PARTY_EVENTS =
  /^(party|parties|wedding|birthday|conference|interview|meeting|ceremony|celebration|event|concert|opening|festival|reception|barbecue|barbeque|match|game|premiere|show|picnic)$/;
const THREATENED =
  /^(safety|future|life|lives|health|job|jobs|country|planet|world|environment|family|children|kids|sake|wellbeing|well-being|security)$/;
/** What is applied for ('apply for a job'; 'apply the cream on the skin' has its object first). */
const APPLIED =
  /^(jobs?|positions?|posts?|places?|visas?|scholarships?|grants?|loans?|mortgages?|apprenticeships?|internships?|permits?|passports?|licen[cs]es?|vacancy|vacancies|asylum|citizenship|funding|transfer|promotion)$/;
/** Food one is full from ('still full from lunch' is right: eaten). */
const MEALS =
  /^(breakfast|lunch|dinner|supper|brunch|meals?|food|snacks?|cake|pizza|dessert|eating|buffet|feast|barbecue|starter|pasta|burgers?|chips|sweets)$/;
/** What things are covered in (German 'voll von'; 'covered from the rain' is sheltered). */
const COVERINGS =
  /^(dust|dirt|mud|snow|blood|paint|sand|ice|oil|grease|hair|spots|leaves|mould|mold|ash|sweat|bruises|scratches|stains|graffiti|moss|rust|flour|chocolate|sauce|water|grass|posters|stickers|photos|pictures|flowers|ink|soot|crumbs|frost|dog|cat)$/;
const RULES =
  /^(rule|rules|word|words|verb|noun|adjective|adverb|sentence|phrase|expression|idiom|tense|structure|construction|pattern|use|usage|mistake|error|principle|law|concept|idea|theory|phenomenon|type|kind|problem|case|point|term|grammar|method|technique)$/;

/** Adjectives and participles, by their form. */
export const ADJECTIVES: Record<string, Record<string, Right>> = {
  afraid: { from: "of", before: "of" },
  scared: { from: "of", before: "of" },
  frightened: { from: "of", before: "of" },
  terrified: { from: "of", before: "of" },
  ashamed: { from: "of", before: "of" },
  aware: { from: "of" },
  capable: { from: "of" },
  proud: { on: "of", from: "of" },
  jealous: { on: "of", from: "of" },
  envious: { on: "of", from: "of" },
  fond: { on: "of", from: "of" },
  // 'full from old photos' -> 'of' ('full from lunch' is right: eaten).
  full: { with: "of", from: { right: "of", except: MEALS } },
  // 'covered from dust' -> 'in'.
  covered: { from: { right: "in", objects: COVERINGS } },
  tired: { about: "of" },
  interested: { for: "in", on: "in", about: "in", at: "in" },
  keen: { of: "on" },
  famous: { of: "for" },
  "well-known": { of: "for" },
  // 'It was responsible of you' is right, as 'kind of you'; 'responsible about/with money' too.
  responsible: {
    of: { thing: "for" },
    about: { thing: "for", notAfter: /^(very|really|quite|so|too|more|less|not)$/ },
  },
  similar: { with: "to", like: "to" },
  identical: { with: "to" },
  related: { with: "to" },
  // 'different than' is American English; 'different as you get older' is a clause.
  different: { of: "from" },
  dependent: { of: "on", from: "on" },
  allergic: { against: "to", on: "to", for: "to", of: "to", from: "to" },
  addicted: { of: "to", on: "to", after: "to" },
  specialised: { on: "in" },
  specialized: { on: "in" },
  surprised: { from: "by", of: "by" },
  amazed: { from: "by", of: "by" },
  astonished: { from: "by", of: "by" },
  shocked: { from: "by", of: "by" },
  impressed: { from: "by", of: "by" },
  fascinated: { from: "by", of: "by" },
  annoyed: { from: "by", on: { person: "with", thing: "about" } },
  disappointed: { from: { person: "in", thing: "by" }, of: { person: "in", thing: "by" } },
  convinced: { from: "of" },
  satisfied: { of: "with", from: "with" },
  pleased: { of: "with", from: "with" },
  bored: { from: "with" },
  excited: { of: "about", on: "about", from: "about" },
  enthusiastic: { of: "about" },
  curious: { on: "about" },
  crazy: { after: "about", on: "about" },
  mad: { after: "about" },
  // 'I'm used at getting up early' -> 'used to' (only after 'be' or 'get': see prepositions-heads.ts).
  used: { at: "to", on: "to", with: "to" },
  angry: { on: { person: "with", thing: "about" } },
  cross: { on: { person: "with", thing: "about" } },
  furious: { on: { person: "with", thing: "about" } },
  upset: { on: { person: "with", thing: "about" } },
  kind: { with: { person: "to" }, against: "to" },
  nice: { against: "to" },
  friendly: { against: "to" },
  polite: { against: "to" },
  rude: { against: "to" },
  mean: { against: "to" },
  cruel: { against: "to", with: { person: "to" } },
  popular: { by: "with" },
  // 'worried for my son', 'for his safety' are right.
  worried: { for: { thing: "about", except: THREATENED, toldPerson: "about" }, of: "about" },
};

/** Verbs, by their infinitive (any form of them is the head). */
export const VERBS: Record<string, Record<string, Right>> = {
  think: { on: "about", at: "about" },
  believe: { on: "in" },
  // 'insist in writing' is a way of insisting.
  insist: { for: "on", at: "on", in: { gerund: "on", except: /^writing$/ } },
  suffer: {
    of: "from",
    under: {
      thing: "from",
      objects:
        /^(pain|headaches?|stress|allergies|asthma|insomnia|depression|heat|cold|loneliness|anxiety|migraines?|backache|hay|fever|flu|cold|colds)$/,
    },
  },
  concentrate: { at: "on", to: "on" },
  focus: { at: "on" },
  apologise: { at: { person: "to" } },
  apologize: { at: { person: "to" } },
  depend: { of: "on", from: "on" },
  rely: { of: "on", from: "on" },
  consist: { from: "of" },
  participate: { on: "in", at: "in" },
  dream: { from: "of" },
  differ: { of: "from" },
  worry: { for: { thing: "about", except: THREATENED, toldPerson: "about" }, of: "about" },
  specialise: { on: "in" },
  specialize: { on: "in" },
  succeed: { with: { gerund: "in" } },
  shout: { on: { person: "at" }, to: { person: "at", telling: true } },
  yell: { on: { person: "at" }, to: { person: "at", telling: true } },
  scream: { on: { person: "at" }, to: { person: "at", telling: true } },
  react: { on: "to" },
  respond: { on: "to" },
  reply: { on: "to" },
  hope: { on: "for" },
  prepare: { on: { right: "for", objects: PREPARED } },
  complain: { over: "about" },
  look: { on: { right: "at", objects: PICTURES } },
  stare: { on: "at" },
  point: { on: "at" },
  ask: { after: { right: "for", objects: ASKED } },
  search: { after: { right: "for", objects: SEARCHED } },
  recover: { of: "from" },
  die: { on: { right: "of", objects: ILLNESSES } },
  smell: { after: "of" },
  taste: { after: "of" },
  write: { on: { person: "to" } },
  // 'Don't laugh over me' -> 'at' (German 'lachen über'); 'laugh over a coffee' is a time.
  laugh: { about: { person: "at" }, over: { person: "at" } },
  // 'applied on a job' -> 'for' (German 'sich bewerben auf').
  apply: { on: { right: "for", objects: APPLIED } },
  // 'I live by my parents' -> 'with' (German 'bei'); 'live by the sea', 'live by my rules' stay.
  live: {
    by: {
      person: "with",
      objects:
        /^(parents|grandparents|aunt|uncle|grandma|grandmother|grandpa|grandfather|mother|father|mum|mom|dad|family|sister|brother|cousin|friends?|boyfriend|girlfriend|host|family)$/,
    },
  },
  translate: {
    in: {
      right: "into",
      objects:
        /^(english|german|french|spanish|italian|polish|russian|turkish|arabic|chinese|japanese|dutch|portuguese|greek)$/,
    },
  },
};

/** Nouns, after a determiner or an adjective ('the reason of', 'a big interest for'; not 'by reason of'). */
export const NOUNS: Record<string, Record<string, Right>> = {
  // 'reason of state' is a phrase of its own.
  reason: { of: { right: "for", except: /^(state|choice)$/ } },
  reasons: { of: { right: "for", except: /^(state|choice)$/ } },
  solution: { of: { right: "to", objects: PROBLEMS } },
  solutions: { of: { right: "to", objects: PROBLEMS } },
  interest: { for: { thing: "in", except: /^(loans?|mortgages?|credit|savings|accounts?|money|deposits?|debts?)$/ } },
  example: { for: { right: "of", objects: RULES } },
  examples: { for: { right: "of", objects: RULES } },
  answer: { on: { right: "to", objects: QUESTIONS } },
  answers: { on: { right: "to", objects: QUESTIONS } },
  reply: { on: "to" },
  reaction: {
    on: {
      thing: "to",
      objects:
        /^(news|question|decision|idea|proposal|result|results|film|book|message|letter|email|offer|plan|situation|attack|joke)$/,
    },
  },
  invitation: { for: { right: "to", objects: PARTY_EVENTS } },
  invitations: { for: { right: "to", objects: PARTY_EVENTS } },
  fear: { from: "of" },
  // 'the recipe of your gazpacho' -> 'for' ('the recipe of the day', 'my grandmother's' stay).
  recipe: { of: { thing: "for", except: /^(day|week|month|year|house|region|country|area|world|family|chef)$/ } },
  recipes: { of: { thing: "for", except: /^(day|week|month|year|house|region|country|area|world|family|chef)$/ } },
  appointment: { by: { person: "with" } },
  difference: { of: { right: "between", pair: true } },
  differences: { of: { right: "between", pair: true } },
  contact: { to: "with" },
  influence: { to: { thing: "on" } },
  attention: { on: "to" },
  dependence: { from: "on" },
  allergy: { against: "to", on: "to" },
  participation: { on: "in", at: "in" },
  increase: { of: { right: "in", objects: /^(prices|costs|crime|unemployment|traffic|taxes|rents?|demand)$/ } },
  thanks: { about: "for" },
  congratulations: { to: { right: "on", objects: OCCASIONS }, for: { right: "on", objects: OCCASIONS } },
  congrats: { to: { right: "on", objects: OCCASIONS }, for: { right: "on", objects: OCCASIONS } },
};

/** Nouns read only after these words ('pay attention on'), or also after them ('in contact to'). */
export const NOUN_ONLY_AFTER: Record<string, RegExp> = {
  attention: /^(pay|pays|paid|paying|draw|draws|drew|drawn)$/,
};
export const NOUN_ALSO_AFTER: Record<string, RegExp> = {
  contact: /^(in|have|has|had|lost|lose|keep|kept|stay|stayed|make|made)$/,
  congratulations: /./,
  thanks: /./,
  congrats: /./,
};

export { ANSWERED, EVENTS, PLACES, SEARCHED };
