import { ruleChecks } from "./rule-checks";

const { checks } = ruleChecks("verb-form");

checks(
  "a finished past time takes the past tense",
  [
    ["My uncle has sold his car a few weeks ago.", "My uncle sold his car a few weeks ago."],
    ["A long time ago my grandfather builds this house.", "A long time ago my grandfather built this house."],
    ["Last Halloween the kids wear funny costumes.", "Last Halloween the kids wore funny costumes."],
    ["Last New Year's Eve we watch the fireworks.", "Last New Year's Eve we watched the fireworks."],
    ["The other day I meet your sister at the market.", "The other day I met your sister at the market."],
    ["From 2010 to 2014 my brother studies in London.", "From 2010 to 2014 my brother studied in London."],
    ["Our club wins the cup last season.", "Our club won the cup last season."],
    ["When I was a teenager, my family has a big dog.", "When I was a teenager, my family had a big dog."],
    ["Yesterday there is a storm in the mountains.", "Yesterday there was a storm in the mountains."],
    ["I haven't seen him yesterday.", "I didn't see him yesterday."],
    ["My sister has taken a photo of me skiing two days ago.", "My sister took a photo of me skiing two days ago."],
    ["We have met on Monday at the station.", "We met on Monday at the station."],
  ],
  [
    "It is my last week at the company.",
    "This is our last summer in this flat.",
    "Yesterday's match was exciting.",
    "I haven't seen him since last Christmas.",
    "I've booked a table on Saturday.",
    "I have an appointment on Monday.",
    "A few days ago I bought a new phone.",
    "In the last two years I have learned a lot.",
  ],
);

checks(
  "a question about a finished time",
  [
    ["What time does your flight land yesterday?", "What time did your flight land yesterday?"],
    [
      "Why doesn't your brother come to the wedding last month?",
      "Why didn't your brother come to the wedding last month?",
    ],
    ["Which museum do you visit last weekend?", "Which museum did you visit last weekend?"],
    ["Who calls you last night?", "Who called you last night?"],
    ["How many guests come to your party last Saturday?", "How many guests came to your party last Saturday?"],
    ["Haven't you met her last summer?", "Didn't you meet her last summer?"],
  ],
  ["Which bus goes to the station?", "Who lives in this house?", "What did you do when you were a child?"],
);

checks(
  "a time clause in the past makes its main clause past",
  [
    ["While I was cooking, my husband watches TV.", "While I was cooking, my husband watched TV."],
    ["After we left the restaurant, it starts to rain.", "After we left the restaurant, it started to rain."],
    ["Is the museum open when you were in Vienna?", "Was the museum open when you were in Vienna?"],
    ["He is very angry when I told him the news.", "He was very angry when I told him the news."],
  ],
  [
    "When I was a child I learned that the earth is round.",
    "When I was young, I remember my grandmother's garden.",
    "Do you remember when we went to Paris?",
    "I don't know when she left.",
    "I am happier now than when I was young.",
    "It was the day when we met.",
    "Before I go to bed, I read a book.",
    "When I get home, I cook dinner.",
  ],
);

checks(
  "a cause or result of a past event is past",
  [
    ["She was angry because I forget her birthday.", "She was angry because I forgot her birthday."],
    ["We were late because the taxi doesn't come.", "We were late because the taxi didn't come."],
    ["It was late, so we leave.", "It was late, so we left."],
    [
      "The kids stayed inside because it snows all afternoon.",
      "The kids stayed inside because it snowed all afternoon.",
    ],
  ],
  [
    "I didn't buy the flat because it is too small.",
    "I didn't go because I don't like parties.",
    "I grew up in France, so I speak French.",
    "I moved to Berlin because my wife works here.",
    "I was late because the trains don't run on time in this country.",
    "I was sad because I forget things easily.",
  ],
);

checks(
  "a state lasting up to now takes the present perfect",
  [
    ["I know my best friend for over twenty years.", "I have known my best friend for over twenty years."],
    ["My parents live in this town for thirty years now.", "My parents have lived in this town for thirty years now."],
    ["How long does your brother have his flat?", "How long has your brother had his flat?"],
    ["How long are you married?", "How long have you been married?"],
    ["They are in Spain since last Friday.", "They have been in Spain since last Friday."],
    ["It rains since this morning.", "It has been raining since this morning."],
    ["She's at the office since eight o'clock.", "She's been at the office since eight o'clock."],
    ["Since 2016 we live in Hamburg.", "Since 2016 we have lived in Hamburg."],
  ],
  [
    "I am here for two weeks.",
    "I have the car for a week.",
    "How long do you have for lunch?",
    "How long are you in Rome?",
    "Since you're here, can you help me?",
    "Since the shop is closed, we can go home.",
  ],
);

checks(
  "what is happening as one speaks takes the progressive",
  [
    ["Listen, the phone rings!", "Listen, the phone is ringing!"],
    ["Shh, the children sleep.", "Shh, the children are sleeping."],
    ["Look, it snows!", "Look, it's snowing!"],
    ["Look, the kids play in the garden.", "Look, the kids are playing in the garden."],
    ["These roses are smelling wonderful.", "These roses smell wonderful."],
  ],
  [
    "Look, I know you are busy.",
    "Look, it says closed.",
    "Look, it works!",
    "Be careful, the dog bites.",
    "Look, the kids play in the garden every day.",
    "Listen, he plays the piano every evening.",
    "I'm tasting the soup now.",
    "You are looking great!",
  ],
);

checks(
  "a promise, a prediction or an age to come takes 'will'",
  [
    ["Tomorrow we pick you up at the airport.", "Tomorrow we'll pick you up at the airport."],
    ["I send you the photos later.", "I'll send you the photos later."],
    ["I think our team wins the match next Saturday.", "I think our team will win the match next Saturday."],
    ["I'm sure she passes her driving test next week.", "I'm sure she'll pass her driving test next week."],
    ["In three years my daughter is 18.", "In three years my daughter will be 18."],
  ],
  [
    "If I see you tomorrow, I'll tell him.",
    "I hope you pass the exam next week.",
    "I think the train leaves at six tomorrow.",
    "Tomorrow I start my new job.",
    "I'm 30 tomorrow.",
    "I need you here tomorrow.",
    "Why don't I call you tomorrow?",
  ],
);

checks(
  "an opening asking for quiet or patience, or saying one is busy, points at what goes on now",
  [
    ["Please be quiet, the students write a test.", "Please be quiet, the students are writing a test."],
    ["Hang on, my husband parks the car.", "Hang on, my husband is parking the car."],
    ["Sorry, I can't talk right now, I drive to work.", "Sorry, I can't talk right now, I'm driving to work."],
    ["Wait a minute, the waiter brings our drinks.", "Wait a minute, the waiter is bringing our drinks."],
  ],
  [
    "Be quiet, the baby sleeps until ten.",
    "Wait, I know the answer.",
    "Wait, the film starts at eight.",
    "Sorry, I can't talk now, you know how it is.",
    "Be quiet, he always sleeps late.",
  ],
);

checks(
  "'right now' in a later clause or in a question with 'do' takes the progressive",
  [
    ["Listen, the neighbours argue again right now.", "Listen, the neighbours are arguing again right now."],
    ["Oh, my parents watch the news at the moment.", "Oh, my parents are watching the news at the moment."],
    ["What does your brother do at the moment?", "What is your brother doing at the moment?"],
    ["Do the kids play outside right now?", "Are the kids playing outside right now?"],
  ],
  ["What do you need right now?", "What do you usually do at the moment?", "Look, right now I need a coffee."],
);

checks(
  "a promise takes 'will'",
  [
    ["I promise I pay you back.", "I promise I'll pay you back."],
    ["We swear we don't say a word.", "We swear we won't say a word."],
    ["I promise that I text you when I arrive.", "I promise that I'll text you when I arrive."],
  ],
  ["I promise I love you forever.", "I promise I always lock the door.", "I promise I'm careful."],
);

checks(
  "a prediction for a day ahead, or of how someone will like a thing, takes 'will'",
  [
    ["I think my team loses on Saturday.", "I think my team will lose on Saturday."],
    ["I'm sure my parents enjoy the party at the weekend.", "I'm sure my parents will enjoy the party at the weekend."],
    ["I'm sure you like the flat when you see it.", "I'm sure you'll like the flat when you see it."],
  ],
  [
    "I think the museum opens on Sunday.",
    "We play tennis on Sunday.",
    "I'm sure she likes the present.",
    "I bet you love it.",
    "I'm sure you love your children.",
  ],
);

checks(
  "a story in the past goes on in the past",
  [
    ["I texted my sister and she doesn't reply.", "I texted my sister and she didn't reply."],
    ["I rang the doorbell, but nobody answers.", "I rang the doorbell, but nobody answered."],
    ["I sent the form, but they don't accept it.", "I sent the form, but they didn't accept it."],
    ["The doctor was very kind and explains everything.", "The doctor was very kind and explained everything."],
    ["My boss came in and gives me a letter.", "My boss came in and gave me a letter."],
    ["The driver stopped the bus and opens the door.", "The driver stopped the bus and opened the door."],
  ],
  [
    "I bought a new laptop, but it doesn't start.",
    "I met her in 2010, but she doesn't remember me now.",
    "I studied French, but I don't speak it well.",
    "My grandfather was a baker and bakes bread every day.",
    "She grew up in Spain and speaks Spanish.",
    "The hotel was cheap and offers free parking.",
  ],
);

checks(
  "'this morning' beside being late or a past event is over",
  [
    ["Sorry we're late, the taxi doesn't come this morning.", "Sorry we're late, the taxi didn't come this morning."],
    [
      "We're late because the train stops for an hour this morning.",
      "We're late because the train stopped for an hour this morning.",
    ],
    [
      "I missed the meeting, my alarm doesn't ring this morning.",
      "I missed the meeting, my alarm didn't ring this morning.",
    ],
  ],
  ["I'm late, so I take a taxi this morning.", "Sorry, I'm late this morning.", "I feel tired this morning."],
);

checks(
  "the present perfect takes no finished time",
  [
    ["My sister has started a new job in October.", "My sister started a new job in October."],
    ["She hasn't been to the doctor last week.", "She didn't go to the doctor last week."],
    ["Last summer we've been to Italy.", "Last summer we went to Italy."],
    ["I have been to London in 2019.", "I went to London in 2019."],
  ],
  [
    "I have booked the flights in May.",
    "She has moved the meeting in June.",
    "We have always gone to Spain in August.",
    "I have been to London twice.",
  ],
);

checks(
  "'how long' about a situation up to now takes the present perfect",
  [
    ["How long does your father work at the hospital?", "How long has your father worked at the hospital?"],
    ["How long do they live in Munich?", "How long have they lived in Munich?"],
    ["How long do you learn English?", "How long have you been learning English?"],
  ],
  [
    "How long do you play every day?",
    "How long does the film last?",
    "How long do you need?",
    "How long do you sleep?",
  ],
);

checks(
  "a past time reaches a subject with a phrase after it, an owner's noun, or an -s verb before a comma",
  [
    ["The price of petrol goes up last month.", "The price of petrol went up last month."],
    ["Yesterday the people from my office go to the pub.", "Yesterday the people from my office went to the pub."],
    ["Last year my grandmother's garden looks lovely.", "Last year my grandmother's garden looked lovely."],
    ["Last night my car breaks, so I took the bus.", "Last night my car broke, so I took the bus."],
  ],
  [
    "The people in my street are very friendly.",
    "The lights in the kitchen don't work.",
    "The number of students is growing.",
    "The weather in Hamburg is terrible, but yesterday it was sunny.",
    "The price of petrol went up last week.",
  ],
);

checks(
  "a situation of one's life with 'for' a length, or since a thing's start, runs up to now",
  [
    ["They live here for five years.", "They have lived here for five years."],
    ["Tom works at the bank for six months.", "Tom has worked at the bank for six months."],
    ["I own this car for ten years.", "I have owned this car for ten years."],
    ["We have this cat since it was a kitten.", "We have had this cat since it was a kitten."],
  ],
  [
    "I work there for two months every summer.",
    "I live in Spain for six months of the year.",
    "The students study here for three years.",
    "I work for eight hours a day.",
    "We stayed at home since it was raining.",
    "I lived there for ten years.",
  ],
);

checks(
  "'how long' about an illness or a stay one did not choose takes the present perfect",
  [
    ["How long are you ill?", "How long have you been ill?"],
    ["How long is your father in hospital?", "How long has your father been in hospital?"],
  ],
  ["How long is the museum open?", "How long is your brother in hospital for?", "How long are you in Berlin?"],
);

checks(
  "a stage of life that is over takes the past",
  [
    ["As a child I play football every day.", "As a child I played football every day."],
    ["In my childhood we live in a small village.", "In my childhood we lived in a small village."],
    ["When I was ten years old we move to Berlin.", "When I was ten years old we moved to Berlin."],
  ],
  [
    "As a student I don't have much money.",
    "As a child you must listen to your parents.",
    "As a teacher I always eat lunch at school.",
    "When I was young I lived in Rome.",
  ],
);

checks(
  "'this morning' before a past result is over",
  [
    [
      "I take the bus this morning, so I left the car at home.",
      "I took the bus this morning, so I left the car at home.",
    ],
    ["This morning I miss the bus, so I was late.", "This morning I missed the bus, so I was late."],
  ],
  ["I feel tired this morning, so I stayed in bed.", "I take the bus this morning, so I'm on time."],
);

checks(
  "'maybe' with a time ahead, and the weather ahead, take 'will'",
  [
    ["Perhaps my sister visits us next week.", "Perhaps my sister will visit us next week."],
    ["Maybe tomorrow I call you.", "Maybe tomorrow I will call you."],
    ["Maybe I come to your party on Saturday.", "Maybe I will come to your party on Saturday."],
    ["I'm sure it is sunny tomorrow.", "I'm sure it will be sunny tomorrow."],
    ["I think it gets warmer next week.", "I think it will get warmer next week."],
  ],
  [
    "Maybe we go to the cinema tonight?",
    "Maybe the shop opens later.",
    "Maybe he's free tomorrow.",
    "Maybe I can call you later.",
    "I think it gets cold in winter.",
    "I hope it is sunny tomorrow.",
  ],
);
