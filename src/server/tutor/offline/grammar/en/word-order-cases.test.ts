import { ruleChecks } from "./rule-checks";

/** The word-order rules' cases beyond word-order.test.ts (kept apart for the files' length). */
const { checks } = ruleChecks("word-order");

checks(
  "a yes/no question opens with 'do', not the lexical verb",
  [
    ["Works your sister in a hospital?", "Does your sister work in a hospital?"],
    ["Drinks your dad coffee?", "Does your dad drink coffee?"],
    ["Speak they English at home?", "Do they speak English at home?"],
    ["Went he to the party?", "Did he go to the party?"],
  ],
  [
    "Saw the film yesterday?",
    "See you at eight?",
    "Sounds good?",
    "Likes the food?",
    "Thank you?",
    "Needs the car today?",
  ],
);

checks(
  "an indirect question after a named person keeps a statement's order",
  [
    ["She told the kids where was the park.", "She told the kids where the park was."],
    ["I asked the waiter what does the soup cost.", "I asked the waiter what the soup costs."],
    ["I asked my boss why was he angry.", "I asked my boss why he was angry."],
  ],
  [
    "I asked the landlord how much the deposit is.",
    "I asked the man who was standing at the door.",
    "Tell the driver where you want to go.",
    "I showed the tourists where the station is.",
  ],
);

checks(
  "an indirect question with 'have' or 'be' as its main verb",
  [
    ["I don't know where have you been.", "I don't know where you have been."],
    ["I don't know what does he have.", "I don't know what he has."],
    ["Tell me what can I have for lunch.", "Tell me what I can have for lunch."],
  ],
  ["She asked me how long I had had the pain.", "I wonder where they have been.", "I know what he has."],
);

checks(
  "the subject before the verb after a fronted time, a noun subject closing the clause",
  [
    ["Next week opens the new shop.", "Next week the new shop opens."],
    ["On Sunday closes the bakery.", "On Sunday the bakery closes."],
  ],
  [
    "Then came the rain.",
    "In the corner stood an old man.",
    "In 2015 the city built a new bridge.",
    "On Monday my new job starts.",
  ],
);

checks(
  "the place before the time after 'be' and verbs of going",
  [
    ["I'm today at home.", "I'm at home today."],
    ["We have been for three days in bed.", "We have been in bed for three days."],
    ["My sister was last week in Paris.", "My sister was in Paris last week."],
    ["She came last year to Germany.", "She came to Germany last year."],
    ["I have to go twice a week to the gym.", "I have to go to the gym twice a week."],
  ],
  [
    "The party is tomorrow at my place.",
    "We met last week at a conference.",
    "I lived for six years in Munich.",
    "She arrived yesterday in London.",
    "I waited for two hours at the station.",
    "We were for a long time in the garden.",
  ],
);

checks(
  "a time or frequency after the object, after 'to' and modals and before a bare noun",
  [
    ["You should drink every day a glass of water.", "You should drink a glass of water every day."],
    ["She has to take three times a day the medicine.", "She has to take the medicine three times a day."],
    ["I play every day tennis with my friends.", "I play tennis with my friends every day."],
    ["We play every Saturday football.", "We play football every Saturday."],
  ],
  [
    "You should take one tablet twice a day.",
    "I have to call my mum every day at six.",
    "He goes to the gym twice a week.",
    "We meet every Saturday morning in the park.",
    "We play every Saturday.",
  ],
);

checks(
  "an adjective before a possessive's noun, and after 'get a'",
  [
    ["She took her dress blue to the party.", "She took her blue dress to the party."],
    ["I forgot my umbrella black at home.", "I forgot my black umbrella at home."],
    ["He got a watch expensive for Christmas.", "He got an expensive watch for Christmas."],
  ],
  [
    "She drinks her coffee sweet.",
    "I like my coffee hot.",
    "She wears her hair short.",
    "I found my room small.",
    "Was your trip nice?",
    "We painted our house white.",
    "I got a ticket cheap from a friend.",
  ],
);

checks(
  "a flat adverb or degree after two objects",
  [
    ["He drives fast his new car.", "He drives his new car fast."],
    ["She speaks fluently German and French.", "She speaks German and French fluently."],
    ["I like very much my brother and my sister.", "I like my brother and my sister very much."],
  ],
  [
    "I tried hard the first time.",
    "We hit hard times.",
    "The test looked hard the first time.",
    "He worked hard the whole day.",
  ],
);

checks(
  "'enough' after 'fit' and 'well', the verb after a noun subject in a clause",
  [
    ["I'm not enough fit for the match.", "I'm not fit enough for the match."],
    ["He doesn't feel enough well to work.", "He doesn't feel well enough to work."],
    ["I stayed at home because the weather bad was.", "I stayed at home because the weather was bad."],
    ["She said that the children at school were.", "She said that the children were at school."],
  ],
  [
    "I'm not fit enough.",
    "We don't have enough time.",
    "I know that the test was difficult.",
    "I asked when the next train was.",
    "I don't know where the station is.",
  ],
);

checks(
  "plurals and nouns the tagger misreads ('tasks', 'the flat')",
  [
    ["She explained to us the tasks.", "She explained the tasks to us."],
    ["How much costs the flat?", "How much does the flat cost?"],
    ["I hope that we the flat get.", "I hope that we get the flat."],
  ],
  ["I did my chores yesterday.", "Where is the train station?", "We rented a flat in the centre."],
);

checks(
  "a yes/no question with 'have' of owning or a timetable's verb opens with 'do'",
  [
    ["Has your brother a car?", "Does your brother have a car?"],
    ["Have they two children?", "Do they have two children?"],
    ["Leaves the train at eight?", "Does the train leave at eight?"],
    ["Comes your sister tomorrow?", "Does your sister come tomorrow?"],
  ],
  [
    "Has your brother finished?",
    "Have you got a car?",
    "Have you any idea?",
    "Has the film started?",
    "Have you ever been there?",
    "Likes the food in Spain?",
  ],
);

checks(
  "a time after the object of a perfect's participle",
  [
    ["We have eaten every day the same food.", "We have eaten the same food every day."],
    ["I have lived every year the same life.", "I have lived the same life every year."],
  ],
  ["We have eaten the same food every day.", "I have worked every day this week.", "She has lived here every summer."],
);

checks(
  "a part of the day belongs to the time that opens the sentence",
  [
    ["Yesterday evening went we to the cinema.", "Yesterday evening we went to the cinema."],
    ["Tomorrow morning fly they to Rome.", "Tomorrow morning they fly to Rome."],
  ],
  ["Yesterday evening we went to the cinema.", "Yesterday morning I called her.", "Tomorrow night we fly home."],
);

checks(
  "a compound noun ends a fronted phrase: the subject and its verb follow it",
  [
    ["After the match drink we a beer.", "After the match we drink a beer."],
    ["In the evening watch we TV.", "In the evening we watch TV."],
  ],
  [
    "After the wedding party we took a taxi home.",
    "After the football match we had a drink.",
    "After the birthday party they were tired.",
  ],
);
