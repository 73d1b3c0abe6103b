import { ruleChecks } from "./rule-checks";

/** The tense rules widened on development set 7: each with fixes beyond the set's sentence and right near misses. */
const { checks } = ruleChecks("verb-form");

checks(
  "a condition or time clause about the future takes the present, not 'will'",
  [
    ["If it will rain tomorrow, we will stay at home.", "If it rains tomorrow, we will stay at home."],
    ["As soon as she will arrive, we will start dinner.", "As soon as she arrives, we will start dinner."],
    ["When my parents will visit us, we'll go to the zoo.", "When my parents visit us, we'll go to the zoo."],
    ["If the train will be late, please call me.", "If the train is late, please call me."],
    ["Once we will have the keys, we can move in.", "Once we have the keys, we can move in."],
    ["If I'll have time, I will come.", "If I have time, I will come."],
  ],
  [
    "When will you arrive in Berlin?",
    "I don't know if she will come tomorrow.",
    "If you will excuse me, I have to go.",
    "If you'll wait here, I'll get the manager.",
    "If it will help you, I will come.",
    "If it rains tomorrow, we will stay at home.",
    "Tell me when you will be home.",
  ],
);

checks(
  "a relation or way of life with 'be' and 'for' a length runs up to now",
  [
    ["We are together for five years.", "We have been together for five years."],
    ["I am a vegetarian for ten years.", "I have been a vegetarian for ten years."],
    ["They are our neighbours for a long time.", "They have been our neighbours for a long time."],
  ],
  [
    "She is my best friend.",
    "He is a teacher for twenty years.",
    "She is my friend for two weeks every summer.",
    "We are friends for life.",
    "I have been her friend for years.",
  ],
);

checks(
  "what has not happened for a long time up to now takes the present perfect",
  [
    ["We don't speak for two years.", "We haven't spoken for two years."],
    ["She doesn't call me for months.", "She hasn't called me for months."],
    ["My brother doesn't smoke since 2019.", "My brother hasn't smoked since 2019."],
    ["I don't eat meat for five years.", "I haven't eaten meat for five years."],
  ],
  [
    "I don't stay for a long time.",
    "I don't want to wait for a long time.",
    "Sometimes I don't sleep for a long time.",
    "You don't forget a language for years.",
    "Don't stay in the sun for a long time.",
    "I don't work for two weeks.",
  ],
);

checks(
  "'how long' about a person's stay with 'now' or 'already' takes the present perfect",
  [
    ["How long is your sister in London already?", "How long has your sister been in London already?"],
    ["How long are you here now?", "How long have you been here now?"],
    ["How long is Tom at the hospital now?", "How long has Tom been at the hospital now?"],
  ],
  [
    "How long is the film now?",
    "How long is the queue at the post office now?",
    "How long are you in Rome?",
    "How long are you in Berlin for now?",
    "How long are you staying now?",
  ],
);

checks(
  "'have' of a thing one does right now takes the progressive",
  [
    ["Right now we have lunch.", "Right now we are having lunch."],
    ["At the moment she has a bath.", "At the moment she is having a bath."],
    ["They have a party right now.", "They are having a party right now."],
  ],
  [
    "Right now I have a cold.",
    "At the moment we have a problem.",
    "Right now she has a new car.",
    "I have a meeting right now.",
    "I have time right now.",
  ],
);

checks(
  "an urging opening, a guess about someone unseen, or a busy reason points at what goes on now",
  [
    ["Hurry up, the bus comes!", "Hurry up, the bus is coming!"],
    ["Come on, everybody waits for you!", "Come on, everybody is waiting for you!"],
    ["I think someone follows us.", "I think someone is following us."],
    ["Listen, I think the baby cries.", "Listen, I think the baby is crying."],
    ["I can't come to the phone because I take a shower.", "I can't come to the phone because I am taking a shower."],
    ["I can't talk because my baby sleeps.", "I can't talk because my baby is sleeping."],
  ],
  [
    "Hurry up, the shop closes at six!",
    "Hurry up, we miss the train!",
    "Come on, you know the answer!",
    "I think someone lives here.",
    "I think somebody calls every night.",
    "I can't come because I work on Saturdays.",
    "I can't talk now because I need to go.",
  ],
);

checks(
  "an offer or a decision made as one speaks takes 'will'",
  [
    ["I do it for you.", "I will do it for you."],
    ["Don't worry, I book the tickets for you.", "Don't worry, I will book the tickets for you."],
    ["Hang on, I get my coat.", "Hang on, I will get my coat."],
    ["One moment, I check it.", "One moment, I will check it."],
    ["Wait, I come with you.", "Wait, I will come with you."],
  ],
  [
    "I cook for you every Sunday.",
    "I always do it for you.",
    "I have a present for you.",
    "We repair your bike for you.",
    "Wait, I know the answer!",
    "Wait, I can help you.",
    "Wait, I get it.",
    "Wait, I find it strange.",
    "Wait, I come!",
  ],
);

checks(
  "the result of a past 'so ... that', and a verb beside a past one, is past",
  [
    ["It was so cold that we stay at home.", "It was so cold that we stayed at home."],
    ["He was so tired that he falls asleep on the sofa.", "He was so tired that he fell asleep on the sofa."],
    ["The music was so loud that we don't hear the phone.", "The music was so loud that we didn't hear the phone."],
    ["This morning she misses the train and was late.", "This morning she missed the train and was late."],
  ],
  [
    "The book is so good that I read it twice.",
    "He was so rude that I don't like him.",
    "It was so good that I still think about it.",
    "I was so sure that he comes.",
    "This morning I feel tired and was late.",
  ],
);
