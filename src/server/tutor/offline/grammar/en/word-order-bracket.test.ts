import { ruleChecks } from "./rule-checks";

/** The word-order rules' cases for German's verb bracket and frequency adverbs (round 2). */
const { checks } = ruleChecks("word-order");

checks(
  "a pronoun object after the verb, not between the auxiliary and the verb",
  [
    ["Could you us show the way?", "Could you show us the way?"],
    ["I will you call tomorrow.", "I will call you tomorrow."],
    ["Why can't you me help?", "Why can't you help me?"],
    ["Did you him see?", "Did you see him?"],
  ],
  [
    "Can you help me with this?",
    "Can you make her laugh?",
    "Where did you live?",
    "She did it right.",
    "Could you give us a hand?",
    "Do you know her brother?",
  ],
);

checks(
  "a time after the verb and its object, not between the auxiliary and the verb",
  [
    ["We will next week visit our grandma.", "We will visit our grandma next week."],
    ["I can tomorrow help you.", "I can help you tomorrow."],
    ["She will tonight cook dinner for us.", "She will cook dinner for us tonight."],
    ["They can on Monday start.", "They can start on Monday."],
  ],
  [
    "I will soon call you.",
    "I will never call you.",
    "I will call you tomorrow.",
    "I can tomorrow.",
    "I could at one point see the sea.",
  ],
);

checks(
  "a perfect's participle right after 'have', its object after it",
  [
    ["I have the exam passed.", "I have passed the exam."],
    ["We have the film already seen.", "We have already seen the film."],
    ["Have you the book read?", "Have you read the book?"],
    ["Has she the film seen?", "Has she seen the film?"],
  ],
  [
    "I had my hair cut yesterday.",
    "We had the car repaired last week.",
    "Have the children eaten?",
    "I have my students read every day.",
    "I had the book read to me.",
    "I have the report finished by Friday.",
  ],
);

checks(
  "a place or time after a subordinate clause's verb",
  [
    ["I hope that we tomorrow meet.", "I hope that we meet tomorrow."],
    ["It's good that you outside play.", "It's good that you play outside."],
    ["She said that they abroad live.", "She said that they live abroad."],
  ],
  [
    "I know that the people here speak English.",
    "I think that children often play.",
    "I know that people today work too much.",
    "She said that they quickly left.",
    "I know that he now lives in Berlin.",
  ],
);

checks(
  "'always', 'never' between 'be' and its adjective",
  [
    ["She is tired always after work.", "She is always tired after work."],
    ["The trains are late never.", "The trains are never late."],
    ["He was angry always when we played.", "He was always angry when we played."],
  ],
  [
    "He is late again.",
    "She is tired sometimes.",
    "He is late, as always.",
    "It's like always.",
    "He is better than ever.",
  ],
);

checks(
  "a question's frequency adverb after its subject",
  [
    ["Are usually the trains late?", "Are the trains usually late?"],
    ["Does often your brother play football?", "Does your brother often play football?"],
    ["Can always your dad come?", "Can your dad always come?"],
    ["Is already the film over?", "Is the film already over?"],
  ],
  [
    "Is the bus always so full?",
    "Is that always true?",
    "Is always being late a problem?",
    "Are you always this tired?",
  ],
);

checks(
  "a degree and its manner adverb after the object",
  [
    ["She plays really well the piano.", "She plays the piano really well."],
    ["He knows pretty well the city.", "He knows the city pretty well."],
    ["They speak very fluently German.", "They speak German very fluently."],
  ],
  [
    "I speak quite good English.",
    "She sings really well.",
    "I know quite well that he is right.",
    "He plays quite well for his age.",
    "I slept quite well last night.",
  ],
);

checks(
  "a degree of liking after a pastime, plural or -ing object",
  [
    ["I love so much animals.", "I love animals so much."],
    ["We enjoy a lot tennis.", "We enjoy tennis a lot."],
    ["He hates so much vegetables.", "He hates vegetables so much."],
  ],
  [
    "I don't like so much noise.",
    "I don't like too much sugar.",
    "I ate so much food.",
    "We had so much fun.",
    "I enjoy a lot of sports.",
  ],
);

checks(
  "a degree and its adjective before the noun",
  [
    ["I bought a dress very beautiful.", "I bought a very beautiful dress."],
    ["We stayed in a hotel very cheap near the beach.", "We stayed in a very cheap hotel near the beach."],
    ["He has a dog very friendly.", "He has a very friendly dog."],
  ],
  [
    "I found the house very old.",
    "It is a house so old that it fell down.",
    "She is a woman very proud of her son.",
    "I made the soup very hot.",
    "He drinks his coffee very strong.",
  ],
);

checks(
  "a place before the time after a verb of staying",
  [
    ["Our neighbours lived last year in Hamburg.", "Our neighbours lived in Hamburg last year."],
    ["I stayed last night at home.", "I stayed at home last night."],
    ["They stayed every summer at the same hotel.", "They stayed at the same hotel every summer."],
  ],
  [
    "We met last week at a party.",
    "We stayed with friends last week.",
    "I lived in Berlin for two years.",
    "He arrived yesterday at 8.",
  ],
);

checks(
  "the subject before 'be' or an auxiliary after a fronted clause",
  [
    ["When we arrived, was the shop already closed.", "When we arrived, the shop was already closed."],
    ["Because it rained, were the streets wet.", "Because it rained, the streets were wet."],
    ["When he called, had I already left.", "When he called, I had already left."],
  ],
  [
    "When I came home, my sister was already asleep.",
    "If you want, can we go to the cinema?",
    "When you're ready, can you call me?",
    "Yesterday, had I known, I would have come.",
  ],
);
