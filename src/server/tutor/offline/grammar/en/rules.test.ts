import { beforeAll, describe, expect, it } from "vitest";
import { loadGlossary } from "../../../../content/load";
import { type Corrector, loadCorrector } from "../../corrections";
import { glossaryWords } from "../../glossary-index";
import { startsWithVowelSound } from "./articles";
import { categoryChecks, englishGrammar } from "./rule-checks";

let en: Corrector;
beforeAll(async () => {
  en = await loadCorrector("en", "de", glossaryWords(loadGlossary("complete-english")));
}, 30_000);

/** The grammar pass alone: its text, its corrections' categories, its explanations in English and German. */
const grammar = englishGrammar();

/** [learner's sentence, the right one] for a rule of `category`, and sentences it must leave alone. */
const checks = (name: string, category: string, fixes: [string, string][], silent: string[]) =>
  categoryChecks(grammar, category)(name, fixes, silent);

checks(
  "agreement",
  "verb-form",
  [
    ["My husband cook dinner every evening.", "My husband cooks dinner every evening."],
    ["He have two cats and a dog.", "He has two cats and a dog."],
    ["She go to school by bus.", "She goes to school by bus."],
    ["He don't like coffee.", "He doesn't like coffee."],
    ["We was at the café when you called.", "We were at the café when you called."],
    ["These shoes costs sixty pounds.", "These shoes cost sixty pounds."],
    ["Tom and Anna is my new flatmates.", "Tom and Anna are my new flatmates."],
    ["Everyone in my family are very tall.", "Everyone in my family is very tall."],
    ["Is your parents at home today?", "Are your parents at home today?"],
    ["Where does you live now?", "Where do you live now?"],
    ["Were he at work yesterday?", "Was he at work yesterday?"],
    ["There is three bedrooms in the flat.", "There are three bedrooms in the flat."],
    ["There are a problem with my ticket.", "There is a problem with my ticket."],
  ],
  [
    "My family lives in a small village.",
    "My family live in Leeds.",
    "Maths is my favourite subject at school.",
    "My sister and I like swimming.",
    "If I were you, I would go.",
    "Were he rich, he would travel.",
    "Have a nice weekend!",
    "He put the book on the table yesterday.",
    "The bus stop near my house is new.",
    "A window seat, please.",
    "Here's my student card.",
    "Does it hurt when I press here?",
    "There is a cat and two dogs in the garden.",
    "There are a lot of people here.",
    "Fish and chips is my favourite meal.",
    "Many people work from home now.",
    "Three women work in my office.",
  ],
);

checks(
  "tense",
  "verb-form",
  [
    ["Last weekend we visit my grandparents.", "Last weekend we visited my grandparents."],
    ["Yesterday my boss is very angry.", "Yesterday my boss was very angry."],
    ["Two years ago I have moved to Berlin.", "Two years ago I moved to Berlin."],
    ["In 2019 I start learning English.", "In 2019 I started learning English."],
    ["My train arrives late yesterday evening.", "My train arrived late yesterday evening."],
    ["Yesterday I don't go to work because I was ill.", "Yesterday I didn't go to work because I was ill."],
    ["When I was a child, I play football every day.", "When I was a child, I played football every day."],
    ["Have you seen the film last night?", "Did you see the film last night?"],
    ["I have this car since 2018.", "I have had this car since 2018."],
    ["I know Maria for ten years.", "I have known Maria for ten years."],
    ["How long do you know your flatmate?", "How long have you known your flatmate?"],
    ["Right now I watch a film with my flatmate.", "Right now I am watching a film with my flatmate."],
    ["I think it rains tomorrow.", "I think it will rain tomorrow."],
    ["I didn't went to work.", "I didn't go to work."],
  ],
  [
    "I have known my flatmate since 2021.",
    "Yesterday I met a man who lives in Rome.",
    "I know that he left yesterday.",
    "I study for two hours every day.",
    "The train leaves tomorrow at nine.",
    "Right now I need some help.",
    "I hope it rains tomorrow.",
    "In 2030 I will be thirty.",
    "Since it was late, we went home.",
    "I know he left yesterday.",
    "Did you sleep well last night?",
    "I do sports.",
  ],
);

checks(
  "articles",
  "article",
  [
    ["I would like a orange juice, please.", "I would like an orange juice, please."],
    ["My brother studies at an university in Madrid.", "My brother studies at a university in Madrid."],
    ["She is a honest person.", "She is an honest person."],
    ["There is an European shop on my street.", "There is a European shop on my street."],
    ["I am nurse at the city hospital.", "I am a nurse at the city hospital."],
    ["I work as waiter.", "I work as a waiter."],
    ["We had a terrible weather on our holiday.", "We had terrible weather on our holiday."],
  ],
  [
    "I waited for an hour at the station.",
    "It is a useful app for learning English.",
    "She has an unusual name.",
    "I bought a one-way ticket to Glasgow.",
    "I am vegetarian.",
    "He is head of sales.",
    "I have a good knowledge of English.",
    "Vitamin A is good for you.",
    "I have one brother and two sisters.",
    "I need time to think.",
    "We had pizza for dinner.",
    "My son is in bed.",
    "The life of my grandmother was hard.",
    "I play the piano.",
    "We have vegetarian and gluten-free dishes.",
    "We have cheesecake and apple pie.",
  ],
);

describe("the sound after 'a' or 'an'", () => {
  it.each([
    ["hour", true],
    ["university", false],
    ["unusual", true],
    ["European", false],
    ["one-way", false],
    ["8", true],
    ["18", true],
    ["NHS", undefined],
    ["X-ray", true],
    ["U-turn", false],
    ["T-shirt", false],
    ["Uber", undefined],
  ] as const)("%j starts with a vowel sound: %j", (word, vowel) => {
    expect(startsWithVowelSound(word)).toBe(vowel);
  });
});

checks(
  "plural",
  "plural",
  [
    ["Can I have three ticket for the museum?", "Can I have three tickets for the museum?"],
    ["There are two bus stop near my house.", "There are two bus stops near my house."],
    ["Two man asked me for directions.", "Two men asked me for directions."],
    ["There are five box in the car.", "There are five boxes in the car."],
    ["Both my foots hurt after the long walk.", "Both my feet hurt after the long walk."],
    ["My grandmother has ten grandchilds.", "My grandmother has ten grandchildren."],
    ["There were about fifty peoples at the wedding.", "There were about fifty people at the wedding."],
    ["Some child in the park were playing football.", "Some children in the park were playing football."],
    ["I need many informations.", "I need much information."],
  ],
  [
    "Can I have two tickets for the nine o'clock film?",
    "We stayed in a two bedroom flat.",
    "My son is two years old.",
    "There were two fish in the pond.",
    "These kind of things happen.",
    "We ask for a deposit of five weeks' rent.",
    "Both my feet hurt after the long walk.",
    "My grandmother has ten grandchildren.",
    "The meeting is at 3 pm.",
    "He arrived yesterday at 8 pm.",
    "We met at 10 a.m. in the office.",
    "I run 5 km every day.",
  ],
);

checks(
  "prepositions",
  "preposition",
  [
    ["My little son is afraid from the dark.", "My little son is afraid of the dark."],
    ["We are waiting the train to Bristol.", "We are waiting for the train to Bristol."],
    ["My sister is very good in maths.", "My sister is very good at maths."],
    ["We arrived to Paris late at night.", "We arrived in Paris late at night."],
    ["I have an appointment in Monday.", "I have an appointment on Monday."],
    ["I was born at 1998.", "I was born in 1998."],
    ["It was very kind from you to help me.", "It was very kind of you to help me."],
    ["I will call to you tomorrow morning.", "I will call you tomorrow morning."],
    ["We discussed about the plan.", "We discussed the plan."],
    ["I listen music every day.", "I listen to music every day."],
    ["I live here since two years.", "I live here for two years."],
  ],
  [
    "I am afraid for my son.",
    "He is married with two children.",
    "I agree to the plan.",
    "She looks good in red.",
    "It is good in summer.",
    "We landed at Heathrow.",
    "Can you help me in the kitchen?",
    "She called to him from the window.",
    "Wait a minute!",
    "Listen carefully.",
    "I was born on 5 May 1990.",
    "I was tired from the long trip.",
    "Look the word up.",
    "I sat on it.",
  ],
);

checks(
  "word order",
  "word-order",
  [
    ["I love very much my new job.", "I love my new job very much."],
    ["My boss speaks fluently German.", "My boss speaks German fluently."],
    ["Do you know where is the bank?", "Do you know where the bank is?"],
    ["How old your brother is?", "How old is your brother?"],
    ["What means this word in English?", "What does this word mean in English?"],
    ["We have usually lunch at one o'clock.", "We usually have lunch at one o'clock."],
    ["I have been never to Scotland.", "I have never been to Scotland."],
    ["I always am tired on Mondays.", "I am always tired on Mondays."],
    ["Never I have seen such a big dog.", "I have never seen such a big dog."],
    ["Yesterday went I to the park.", "Yesterday I went to the park."],
    ["I bought a jacket blue for the winter.", "I bought a blue jacket for the winter."],
    ["The flat is enough big for us.", "The flat is big enough for us."],
  ],
  [
    "Thank you very much.",
    "I very much like Italian food.",
    "What makes this job hard?",
    "I have always wanted a dog.",
    "Never have I seen such a thing.",
    "Paint the wall blue.",
    "We have enough good food.",
    "It's a medium-sized red bag with a yellow ribbon.",
    "The kids can't sit still.",
    "Sometimes I drink tea.",
    "Do you know where she works?",
  ],
);

describe("explanations", () => {
  it.each([
    [
      "My parents lives in Bonn.",
      "'my parents' is plural: my parents live",
      "'my parents' ist Plural: my parents live",
    ],
    [
      "Yesterday I go home.",
      "with 'yesterday' use the past tense: I went",
      "mit 'yesterday' steht die Vergangenheit: I went",
    ],
    ["I have a appointment.", "before a vowel sound: an appointment", "vor einem Vokal: an appointment"],
    ["I am student.", "a job needs an article: I am a student", "vor einem Beruf steht ein Artikel: I am a student"],
    ["I have two child.", "after 'two' the noun is plural: two children", "nach 'two' steht der Plural: two children"],
    ["I am afraid from dogs.", "'afraid' goes with 'of': afraid of dogs", "'afraid' steht mit 'of': afraid of dogs"],
    [
      "I like very much Italian food.",
      "'very much' goes after the object: like Italian food very much",
      "'very much' steht nach dem Objekt: like Italian food very much",
    ],
  ])("%j names its rule", (text, english, german) => {
    expect(grammar(text).explanations).toEqual([{ en: english, de: german }]);
  });

  it("explains in German to a German speaker, after the spelling pass", () => {
    const feedback = en.check("She go to work every day");
    expect(feedback.correctedText).toBe("She goes to work every day.");
    expect(feedback.corrections).toContainEqual({ original: "go", corrected: "goes", category: "verb-form" });
    expect(feedback.feedbackText).toContain("'she' ist Singular: she goes");
  });
});

checks(
  "tense, wider",
  "verb-form",
  [
    ["When have you arrived?", "When did you arrive?"],
    ["Where have you been yesterday?", "Where were you yesterday?"],
    ["What have you done last weekend?", "What did you do last weekend?"],
    ["I have this phone since last year.", "I have had this phone since last year."],
    ["I live here since I was a child.", "I have lived here since I was a child."],
    ["I am going to visited my aunt.", "I am going to visit my aunt."],
    ["She is going to buys a new car.", "She is going to buy a new car."],
    ["I am knowing the answer.", "I know the answer."],
    ["She is liking her new job.", "She likes her new job."],
    ["Are you wanting a coffee?", "Do you want a coffee?"],
    ["I'm not knowing him.", "I don't know him."],
    ["Tomorrow I went to the dentist.", "Tomorrow I will go to the dentist."],
  ],
  [
    "Since when have you lived here?",
    "How are you liking it?",
    "I was wanting to ask you something.",
    "I am thinking of you.",
    "She is having a shower.",
    "I wanted to go tomorrow.",
    "Next week we fly to Rome.",
    "I'm going to parties every weekend.",
    "I am here for three days.",
  ],
);

checks(
  "prepositions, wider",
  "preposition",
  [
    ["I often think on my family.", "I often think about my family."],
    ["Do you believe on ghosts?", "Do you believe in ghosts?"],
    ["Vienna is famous of its coffee houses.", "Vienna is famous for its coffee houses."],
    ["I congratulated her to her birthday.", "I congratulated her on her birthday."],
    ["I spent a lot of money for clothes.", "I spent a lot of money on clothes."],
    ["She came to home late.", "She came home late."],
    ["We entered in the room.", "We entered the room."],
    ["She married with a dentist.", "She married a dentist."],
    ["This car belongs my father.", "This car belongs to my father."],
    ["He paid the tickets.", "He paid for the tickets."],
    ["Can you explain me this word?", "Can you explain this word to me?"],
    ["I go to work with the bus.", "I go to work by bus."],
    ["We meet in the weekend.", "We meet at the weekend."],
    ["Her birthday is on March.", "Her birthday is in March."],
    ["We are at the kitchen.", "We are in the kitchen."],
    ["I slept while the film.", "I slept during the film."],
    ["I must finish the report until Monday.", "I must finish the report by Monday."],
  ],
  [
    "I think on my feet.",
    "We laughed about the story.",
    "I paid the taxi driver.",
    "I went with the car of my father.",
    "I won't finish until Monday.",
    "I have to work until Friday.",
    "While the children play, I read.",
    "We met on the evening of May 5.",
    "It belongs here.",
    "She is married to a doctor.",
  ],
);

checks(
  "word order, wider",
  "word-order",
  [
    ["Do you go often to the gym?", "Do you often go to the gym?"],
    ["I can remember never names.", "I can never remember names."],
    ["I never can remember her name.", "I can never remember her name."],
    ["I like not this film.", "I don't like this film."],
    ["He not works on Fridays.", "He doesn't work on Fridays."],
    ["After the lesson go we to a café.", "After the lesson we go to a café."],
    ["In Germany drink people a lot of beer.", "In Germany people drink a lot of beer."],
    ["When I home come, I cook dinner.", "When I come home, I cook dinner."],
    ["I think that she the answer knows.", "I think that she knows the answer."],
    ["What you did yesterday?", "What did you do yesterday?"],
    ["How much it costs?", "How much does it cost?"],
    ["Do you know how much costs the ticket?", "Do you know how much the ticket costs?"],
    ["We don't have time enough.", "We don't have enough time."],
    ["We visited on Sunday our friends.", "We visited our friends on Sunday."],
  ],
  [
    "Do you come here often?",
    "I hope not.",
    "I like not only pizza but also pasta.",
    "Because they all know it.",
    "In the corner sat an old man.",
    "There goes my bus.",
    "What you did was wrong.",
    "I don't know what you did.",
    "He can always call me.",
  ],
);
