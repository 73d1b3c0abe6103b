import { ruleChecks } from "./rule-checks";

const { checks } = ruleChecks("word-order");

checks(
  "a question's verb before its subject, without 'do'",
  [
    ["How long takes the trip?", "How long does the trip take?"],
    ["Why cries the baby so much?", "Why does the baby cry so much?"],
    ["How often goes the bus?", "How often does the bus go?"],
    ["What say the kids?", "What do the kids say?"],
    ["What means this sign on the door?", "What does this sign on the door mean?"],
    ["Which room sleeps the guest in?", "Which room does the guest sleep in?"],
    ["Where works your dad now?", "Where does your dad work now?"],
    ["So where lives your brother?", "So where does your brother live?"],
  ],
  [
    "Which team won the match?",
    "What happened to the car?",
    "How many students passed the exam?",
    "Which road leads to the station?",
    "What makes the difference?",
    "What keeps the kids busy?",
    "What means the world to you?",
    "How much money goes to charity?",
    "What time suits you?",
  ],
);

checks(
  "a question's negative auxiliary before its subject",
  [
    ["Why he doesn't call me?", "Why doesn't he call me?"],
    ["Why your parents can't come?", "Why can't your parents come?"],
  ],
  ["How come you didn't call?", "Why don't you sit down?"],
);

checks(
  "an indirect question keeps a statement's order",
  [
    ["Can you tell me where can I park?", "Can you tell me where I can park?"],
    ["I don't know where have they gone.", "I don't know where they have gone."],
    ["I have no idea why did she leave.", "I have no idea why she left."],
    ["I wonder when will the parcel arrive.", "I wonder when the parcel will arrive."],
    ["Do you know what does this sign mean?", "Do you know what this sign means?"],
  ],
  ["I know what did it.", "I wonder what makes him so happy.", "Tell me what you need.", "Do you know who did this?"],
);

checks(
  "the subject before an auxiliary or 'be' after a fronted time",
  [
    ["At the weekend can we go swimming.", "At the weekend we can go swimming."],
    ["Yesterday couldn't I sleep.", "Yesterday I couldn't sleep."],
    ["At the moment is my sister in Spain.", "At the moment my sister is in Spain."],
    ["Nowadays are the prices very high.", "Nowadays the prices are very high."],
  ],
  [
    "This morning was a disaster.",
    "Last week was my birthday.",
    "In the corner is a small table.",
    "Right now is a good time.",
    "Yesterday, had I known, I would have come.",
  ],
);

checks(
  "an adverb after a perfect's 'have', after 'be', and 'still' before an -ing verb",
  [
    ["She already has eaten.", "She has already eaten."],
    ["My parents just have bought a new car.", "My parents have just bought a new car."],
    ["The people in my town always are friendly.", "The people in my town are always friendly."],
    ["The shops here usually are closed on Sunday.", "The shops here are usually closed on Sunday."],
    ["My husband is working still.", "My husband is still working."],
  ],
  [
    "I always have lunch at noon.",
    "We also have used cars for sale.",
    "No, I never have.",
    "The children are sitting still.",
    "He is lying still in bed.",
    "There never is enough time.",
  ],
);

checks(
  "the infinitive right after 'to'",
  [
    ["She needs to the dishes wash.", "She needs to wash the dishes."],
    ["We are going to our new neighbours visit.", "We are going to visit our new neighbours."],
    ["I have to him help.", "I have to help him."],
  ],
  ["We have to help children learn.", "I want to see the kids play.", "I listen to the birds sing."],
);

checks(
  "the place before the time, the object before a phrase",
  [
    ["I go on Monday to the dentist.", "I go to the dentist on Monday."],
    ["We drove on Sunday to the lake.", "We drove to the lake on Sunday."],
    ["I came at midnight home.", "I came home at midnight."],
    ["He bought for his daughter a bike.", "He bought a bike for his daughter."],
    ["He put on the table his keys.", "He put his keys on the table."],
    ["She sent to her mother a long letter.", "She sent her mother a long letter."],
    ["I told to him the truth.", "I told him the truth."],
    ["We travelled last year by train.", "We travelled by train last year."],
  ],
  [
    "I met her at eight at the station.",
    "We meet on Monday in the office.",
    "I arrived at 8 at the latest.",
    "I waited for him the whole afternoon.",
    "I listened to the radio the whole evening.",
    "Yeah, this bus goes to the city centre.",
    "We met at a language course.",
    "I talked to her about it.",
    "He was hit at night by a car.",
  ],
);

checks(
  "a time or 'very much' after an object and its phrases",
  [
    [
      "Grandma visits every Sunday her friends in the village.",
      "Grandma visits her friends in the village every Sunday.",
    ],
    ["I like very much the food in this restaurant.", "I like the food in this restaurant very much."],
    ["In the evening watch the kids TV.", "In the evening the kids watch TV."],
  ],
  ["Then watch the children play.", "Then give the children some water.", "I like pizza with tuna very much."],
);

checks(
  "a degree phrase after the object, also before another clause or a time",
  [
    ["We enjoyed a lot the concert.", "We enjoyed the concert a lot."],
    ["My kids love so much their grandmother.", "My kids love their grandmother so much."],
    [
      "He missed very much his friends when he moved to Leeds.",
      "He missed his friends very much when he moved to Leeds.",
    ],
    ["I love a lot my job, but it is hard.", "I love my job a lot, but it is hard."],
  ],
  [
    "She cares a lot about her family.",
    "They spend so much money on clothes.",
    "We talked a lot that evening.",
    "I love so much about this city.",
    "He drinks too much beer.",
  ],
);

checks(
  "'be' before the subject after a question word's phrase",
  [
    ["Whose phone this is?", "Whose phone is this?"],
    ["How expensive the tickets were?", "How expensive were the tickets?"],
    ["What size your jacket is?", "What size is your jacket?"],
    ["Which platform the train is on?", "Which platform is the train on?"],
  ],
  ["Whose turn is it?", "How many people are coming?", "Which one is yours?", "What kind of car is that?"],
);

checks(
  "an indirect question's subject before 'be', with a phrase after it",
  [
    ["Could you tell me where is the bakery in this street?", "Could you tell me where the bakery is in this street?"],
    ["Do you know when is the party on Friday?", "Do you know when the party is on Friday?"],
    ["I wonder what is the name of this song.", "I wonder what the name of this song is."],
  ],
  ["Do you know where the station is on the map?", "I wonder who is coming tonight.", "Tell me what is wrong."],
);

checks(
  "an adverb before a perfect's participle",
  [
    ["Has your brother seen already the film?", "Has your brother already seen the film?"],
    ["Have they visited ever Berlin?", "Have they ever visited Berlin?"],
    ["We have visited never Italy.", "We have never visited Italy."],
  ],
  ["Have you been here often?", "Has she finished already?", "Have you seen just the first part?"],
);

checks(
  "a descriptive adjective before its noun after 'a'",
  [
    ["I need a bike cheap for the summer.", "I need a cheap bike for the summer."],
    ["We bought a sofa comfortable for the living room.", "We bought a comfortable sofa for the living room."],
    ["I know a place nice near the river.", "I know a nice place near the river."],
    ["I want a job interesting.", "I want an interesting job."],
  ],
  [
    "We booked a table outside.",
    "It was a bit cold today.",
    "We need a teacher good at maths.",
    "It is a town famous for its beer.",
    "It is a city rich in history.",
    "She has a room full of books.",
    "We found a restaurant open on Sunday.",
    "There was a man asleep on the bench.",
    "I found the film boring.",
    "Please keep the room clean.",
    "He has a brother older than me.",
    "It was a night cold enough to freeze.",
    "This is a book easy to read.",
  ],
);

checks(
  "a question's subject with its place or measured phrase",
  [
    ["What means the word over there?", "What does the word over there mean?"],
    ["How long lasts the ferry to Dover?", "How long does the ferry to Dover last?"],
    ["Where goes the bus over there?", "Where does the bus over there go?"],
  ],
  ["How long does the trip take?", "What does this word mean in English?", "How long did the film last?"],
);

checks(
  "'never', 'always', 'rarely' after the subject, not first",
  [
    ["Always my brother forgets his keys.", "My brother always forgets his keys."],
    ["Never our teacher gives homework.", "Our teacher never gives homework."],
    ["Rarely my parents go out.", "My parents rarely go out."],
  ],
  ["Never have I seen such a mess.", "Never mind.", "Usually I take the bus.", "Sometimes we eat outside."],
);
