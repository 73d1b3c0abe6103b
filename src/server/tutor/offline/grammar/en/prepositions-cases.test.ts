import { ruleChecks } from "./rule-checks";

/** The preposition rules' cases beyond prepositions.test.ts (kept apart for the files' length). */
const { checks } = ruleChecks("preposition");

checks(
  "a call is 'on the phone' ('am Telefon')",
  [
    ["She talked to her mum at the phone for an hour.", "She talked to her mum on the phone for an hour."],
    ["I can't speak now, I'm at the phone.", "I can't speak now, I'm on the phone."],
    ["We chatted in the phone last night.", "We chatted on the phone last night."],
    ["My sister was at the phone all evening.", "My sister was on the phone all evening."],
  ],
  [
    "He shouted at the phone.",
    "I have his number in the phone.",
    "I talked to her at the phone shop.",
    "The charger is at the phone.",
    "I spoke to him on the phone.",
  ],
);

checks(
  "'on holiday' ('im Urlaub')",
  [
    ["They are at holiday in Spain.", "They are on holiday in Spain."],
    ["I was in holiday last month.", "I was on holiday last month."],
    ["We go in vacation every summer.", "We go on vacation every summer."],
    ["At holiday I read a lot.", "On holiday I read a lot."],
  ],
  [
    "We got stuck in holiday traffic.",
    "In the holidays we went to Italy.",
    "She works at holiday camps.",
    "What do you do at holiday time?",
  ],
);

checks(
  "one is 'in' a garden, a park or a room ('im Garten')",
  [
    ["We were eating ice cream on the garden.", "We were eating ice cream in the garden."],
    ["They were on the garden all afternoon.", "They were in the garden all afternoon."],
    ["My dad is cooking on the kitchen.", "My dad is cooking in the kitchen."],
    ["The children sat on the park.", "The children sat in the park."],
  ],
  [
    "We spent a lot of money on the garden.",
    "He is working on the garden this weekend.",
    "The kids are playing on the garden wall.",
    "The window looks out on the garden.",
    "I read an article on the garden.",
    "The kids are playing on the playground.",
  ],
);

checks(
  "'next to' ('neben')",
  [
    ["The cafe is next from the station.", "The cafe is next to the station."],
    ["She always sits next of me in class.", "She always sits next to me in class."],
    ["Put the lamp right next from the sofa.", "Put the lamp right next to the sofa."],
  ],
  [
    "Who is next from our team?",
    "The next from Munich arrives at five.",
    "You are next at the counter.",
    "He is my next of kin.",
    "Is she next from the list?",
  ],
);

checks(
  "a job is 'work as' ('arbeiten als')",
  [
    ["He worked like a waiter in Paris.", "He worked as a waiter in Paris."],
    ["I work like an English teacher.", "I work as an English teacher."],
    ["My brother is working like a tour guide this summer.", "My brother is working as a tour guide this summer."],
    ["She worked there like a nurse for ten years.", "She worked there as a nurse for ten years."],
  ],
  [
    "He works like a horse.",
    "She works like a machine.",
    "The new app works like a charm.",
    "My son works like a doctor would.",
    "I worked like a slave all summer.",
    "They work like a team.",
  ],
);

checks(
  "a passive's doer takes 'by' ('von')",
  [
    ["The song was written from my brother.", "The song was written by my brother."],
    ["We were invited from our new neighbours.", "We were invited by our new neighbours."],
    ["The house was built from my grandfather in 1950.", "The house was built by my grandfather in 1950."],
    ["She is loved from everyone.", "She is loved by everyone."],
  ],
  [
    "My bike was stolen from my brother.",
    "The letter was sent from my sister.",
    "The cake was made from my grandmother's recipe.",
    "He was chosen from the students in his class.",
    "The picture was painted from memory.",
    "I was separated from my parents.",
  ],
);

checks(
  "'take care of' ('sich kümmern um')",
  [
    ["Who takes care about your dog when you travel?", "Who takes care of your dog when you travel?"],
    ["She took care for her grandmother for years.", "She took care of her grandmother for years."],
    ["You must take good care about yourself.", "You must take good care of yourself."],
  ],
  [
    "I don't care about money.",
    "Take care for now!",
    "Take care with the knife.",
    "Please take care on the stairs.",
    "I care for my mother.",
    "Take care for the next few days.",
  ],
);

checks(
  "one studies or works 'at' a school ('an der Uni')",
  [
    ["She studied on the University of Munich.", "She studied at the University of Munich."],
    ["My sister teaches on a primary school.", "My sister teaches at a primary school."],
    ["I am studying on the university in Graz.", "I am studying at the university in Graz."],
  ],
  [
    "He is working on the school project.",
    "There are many studies on the university system.",
    "She wrote a study on the university.",
    "We worked on the school's website.",
    "She worked on the school board.",
  ],
);

checks(
  "'go to' a place one attends ('in die Schule gehen')",
  [
    ["My kids go in the kindergarten every morning.", "My kids go to the kindergarten every morning."],
    ["She goes at the gym three times a week.", "She goes to the gym three times a week."],
    ["My brother went in a language school in Malta.", "My brother went to a language school in Malta."],
  ],
  [
    "Let's go in the school.",
    "Go in the church and wait.",
    "The milk goes in the fridge.",
    "That goes in the school bag.",
  ],
);

checks(
  "a length of time takes 'for', with a time word after it",
  [
    ["I stayed in bed during three days last month.", "I stayed in bed for three days last month."],
    ["We waited during two hours yesterday.", "We waited for two hours yesterday."],
    ["She was in hospital during two weeks this year.", "She was in hospital for two weeks this year."],
  ],
  [
    "During three days of rain, the river rose.",
    "During the three days we stayed, it rained.",
    "During two weeks in August, it rained.",
    "We met during two weeks in July.",
  ],
);

checks(
  "the greeting is 'welcome to' ('Willkommen in')",
  [
    ["Welcome in Germany!", "Welcome to Germany!"],
    ["Welcome back in Vienna.", "Welcome back to Vienna."],
    ["Welcome in our home!", "Welcome to our home!"],
  ],
  ["You are welcome in our house.", "Dogs are welcome in the restaurant.", "Welcome on board!"],
);

checks(
  "one goes 'to' a party ('auf eine Party gehen')",
  [
    ["I'm going on a party tonight.", "I'm going to a party tonight."],
    ["We went on a wedding in Italy.", "We went to a wedding in Italy."],
    ["Are you coming on my birthday party?", "Are you coming to my birthday party?"],
  ],
  ["We went on a trip.", "They went on a date.", "We're going on a party boat cruise."],
);

checks(
  "'abroad', 'upstairs' take no preposition ('ins Ausland')",
  [
    ["We are going to abroad next year.", "We are going abroad next year."],
    ["She lives in abroad.", "She lives abroad."],
    ["Go to upstairs and sleep.", "Go upstairs and sleep."],
  ],
  ["She came from abroad.", "I went upstairs.", "They moved abroad."],
);

checks(
  "'go to school', 'go to work' ('in die Schule gehen')",
  [
    ["My kids go in school every day.", "My kids go to school every day."],
    ["I go at work at eight.", "I go to work at eight."],
    ["Go in bed now!", "Go to bed now!"],
  ],
  ["They go in school uniform.", "Things went wrong at work.", "He went in school clothes."],
);

checks(
  "one sits 'at' a computer ('am Computer sitzen')",
  [
    ["He sits on the computer all day.", "He sits at the computer all day."],
    ["My brother was sitting on the computer for hours.", "My brother was sitting at the computer for hours."],
  ],
  ["The cat sat on the computer.", "I work on the computer.", "The cat sat on the laptop keyboard."],
);

checks(
  "a superlative takes 'in' before a place ('der höchste Berg der Welt')",
  [
    ["Mount Everest is the highest mountain of the world.", "Mount Everest is the highest mountain in the world."],
    ["It is one of the best restaurants of the city.", "It is one of the best restaurants in the city."],
    ["This is the most beautiful old town of the country.", "This is the most beautiful old town in the country."],
  ],
  [
    "It is the biggest part of the city.",
    "Paris is the capital of the country.",
    "She is the oldest member of the family.",
    "He is the best player of the team.",
  ],
);

checks(
  "clock times with 'am', 'pm', numbered floors, 'on the beach'",
  [
    ["Let's meet in 3pm.", "Let's meet at 3pm."],
    ["The film starts in 8:30 pm.", "The film starts at 8:30 pm."],
    ["She lives in the 3rd floor.", "She lives on the 3rd floor."],
    ["Our office is at the 2nd floor.", "Our office is on the 2nd floor."],
    ["We were in the beach all day.", "We were on the beach all day."],
  ],
  [
    "I'll call you in 10 minutes.",
    "The lift stops at the 3rd floor.",
    "We stayed in the beach house.",
    "Call me at 5 am tomorrow.",
  ],
);
