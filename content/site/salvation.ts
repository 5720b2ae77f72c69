/**
 * The salvation page's words (docs/product.md, Salvation page: the steps, the prayer, the welcome, the form's subjects):
 * the intro highlights, the six steps of the journey, the ten-line prayer, the welcome-to-the-family
 * screen, the closing screen and the follow-up form's subjects. Scripture is quoted from the NIV
 * (2011), word for word.
 */

export interface Scripture {
  text: string;
  /** Book chapter:verse and translation, e.g. "John 3:16 (NIV)". */
  reference: string;
}

export type SalvationStepId = "welcome" | "need" | "truth" | "problem" | "bridge" | "invitation";

export interface SalvationStep {
  id: SalvationStepId;
  title: string;
  message: string;
  scripture: Scripture;
  /** A generated illustration name (contract/images.ts). */
  image: string;
  imageAlt: string;
  buttonText: string;
}

export const salvationHero = {
  title: "Salvation",
  subtitle: "God's gift of new life is for you, today, right where you are.",
  /** Three illustrations for the tiled slideshow (3 images). */
  images: ["sunrise-salvation-hero-new-day", "cross-salvation-hero-hilltop", "light-salvation-hero-open-sky"],
} as const;

export interface IntroHighlight {
  title: string;
  text: string;
}

export const salvationIntro = {
  eyebrow: "A journey of ten to fifteen minutes",
  title: "Discover the Greatest Gift",
  text:
    "Whether you have walked with God for years or are only now wondering whether He is real, this short journey " +
    "walks you through the good news of Jesus, one step at a time. Take your time, read slowly, and let God speak " +
    "to you.",
  highlights: [
    {
      title: "Know God Personally",
      text: "God is not far away. He made you, He knows your name, and He wants a real relationship with you.",
    },
    {
      title: "Find Forgiveness",
      text: "Whatever you have done, Jesus paid for it on the cross. His forgiveness is complete and it is free.",
    },
    {
      title: "Begin New Life",
      text: "Through faith in Jesus you become a child of God, with a fresh start and a family to walk with you.",
    },
  ] satisfies IntroHighlight[],
  button: "Begin Your Salvation Journey",
} as const;

export const salvationSteps: readonly SalvationStep[] = [
  {
    id: "welcome",
    title: "You Are Loved",
    message:
      "Welcome, friend. Before anything else, hear this: God loves you. Not the person you wish you were, but you, " +
      "just as you are today. His love is not something you earn by being good enough. It was His idea long before " +
      "you ever thought of Him.",
    scripture: {
      text: "For God so loved the world that he gave his one and only Son, that whoever believes in him shall not perish but have eternal life.",
      reference: "John 3:16 (NIV)",
    },
    image: "sunrise-journey-god-loves-you",
    imageAlt: "The sun rising over a quiet valley",
    buttonText: "Tell me more",
  },
  {
    id: "need",
    title: "We Were Made for God",
    message:
      "Deep down, every one of us is looking for something: peace, purpose, belonging. We try to fill that longing " +
      "with work, money, relationships or success, yet the emptiness stays. That is because we were made to know " +
      "God, and nothing else fits the space He made for Himself.",
    scripture: {
      text: "As the deer pants for streams of water, so my soul pants for you, my God.",
      reference: "Psalm 42:1 (NIV)",
    },
    image: "water-journey-thirsty-soul",
    imageAlt: "A stream of clear water running between rocks",
    buttonText: "What is missing?",
  },
  {
    id: "truth",
    title: "The Way, the Truth and the Life",
    message:
      "There are many ideas about God, but Jesus made a claim no one else made. He did not only point to the way; " +
      "He said He is the way. In Jesus we see exactly what God is like: full of grace and truth, and willing to come " +
      "all the way to us.",
    scripture: {
      text: "Jesus answered, \u201cI am the way and the truth and the life. No one comes to the Father except through me.\u201d",
      reference: "John 14:6 (NIV)",
    },
    image: "light-journey-way-truth-life",
    imageAlt: "Light breaking through the clouds onto a path",
    buttonText: "Then what stands in the way?",
  },
  {
    id: "problem",
    title: "What Separates Us",
    message:
      "The Bible calls it sin: the wrong we do, the good we fail to do, and the pride that says we can run our lives " +
      "without God. Sin breaks our relationship with Him, and no amount of good deeds or religious effort can mend " +
      "it on our own. This is true of every one of us, without exception.",
    scripture: {
      text: "For all have sinned and fall short of the glory of God.",
      reference: "Romans 3:23 (NIV)",
    },
    image: "path-journey-separated-by-sin",
    imageAlt: "A path that ends at a deep gorge",
    buttonText: "Is there any hope?",
  },
  {
    id: "bridge",
    title: "Jesus Is the Bridge",
    message:
      "Here is the good news. What we could not do, God did. Jesus, the Son of God, lived the perfect life we could " +
      "not live and died on the cross in our place, taking the punishment for our sin. Three days later He rose " +
      "from the dead. The cross is the bridge back to God, and it is open to you.",
    scripture: {
      text: "But God demonstrates his own love for us in this: While we were still sinners, Christ died for us.",
      reference: "Romans 5:8 (NIV)",
    },
    image: "cross-journey-bridge-to-god",
    imageAlt: "A cross standing on a hill at dawn",
    buttonText: "How do I cross it?",
  },
  {
    id: "invitation",
    title: "Your Invitation",
    message:
      "Salvation is a gift, and a gift is received, not earned. God invites you to turn from your sin, trust Jesus " +
      "as your Saviour and follow Him as your Lord. You do not need to clean yourself up first or find the perfect " +
      "words. You only need to come to Him honestly, from your heart.",
    scripture: {
      text: "If you declare with your mouth, \u201cJesus is Lord,\u201d and believe in your heart that God raised him from the dead, you will be saved.",
      reference: "Romans 10:9 (NIV)",
    },
    image: "hands-journey-open-invitation",
    imageAlt: "Open hands lifted towards the light",
    buttonText: "I'm ready to pray",
  },
];

export const salvationPrayer = {
  title: "A Prayer of Salvation",
  introduction:
    "If you are ready to give your life to Jesus, pray these words to Him from your heart. The words themselves do " +
    "not save you; faith in Jesus does. Say them aloud or quietly. God hears you, wherever you are.",
  /** Ten lines, shown one at a time. */
  lines: [
    "Lord Jesus, I come to You just as I am.",
    "I admit that I have sinned and fallen short of Your glory.",
    "I am sorry for the wrong I have done, and I turn away from it.",
    "I believe that You are the Son of God.",
    "I believe that You died on the cross for my sins.",
    "I believe that God raised You from the dead.",
    "Please forgive me and make me clean.",
    "I open my heart and receive You as my Lord and Saviour.",
    "Fill me with Your Holy Spirit and teach me to follow You every day.",
    "Thank You for loving me and making me Your child. In Jesus' name, Amen.",
  ],
  image: "candle-journey-quiet-prayer",
  imageAlt: "A candle burning in a quiet room",
  button: "I've prayed this prayer",
} as const;

export interface NextStep {
  title: string;
  text: string;
}

export const salvationWelcome = {
  title: "Welcome to the Family of God!",
  message:
    "If you prayed that prayer and meant it, heaven is rejoicing over you right now. Your sins are forgiven, you are " +
    "a child of God, and you have begun a brand-new life in Christ. This is not the end of your journey. It is the " +
    "very beginning.",
  scriptures: [
    {
      text: "Therefore, if anyone is in Christ, the new creation has come: The old has gone, the new is here!",
      reference: "2 Corinthians 5:17 (NIV)",
    },
    {
      text: "In the same way, I tell you, there is rejoicing in the presence of the angels of God over one sinner who repents.",
      reference: "Luke 15:10 (NIV)",
    },
  ] satisfies Scripture[],
  nextStepsTitle: "Your Next Steps",
  nextSteps: [
    {
      title: "Read the Bible daily",
      text: "Start with the Gospel of John, a chapter a day. It is God speaking to you, and it will help you know Jesus.",
    },
    {
      title: "Find a church",
      // {when} is the first weekly service in the church's calendar (" on Sundays at 3:30PM"), {place}
      // where it meets, from its details (" in Avenues, Harare"); either is nothing when unknown.
      text: "Faith grows best in a family. Join us{when}{place}, or find a Bible-believing church near you.",
    },
    {
      title: "Share your decision with someone you trust",
      text: "Tell a Christian friend, a family member or one of our pastors. They will pray with you and cheer you on.",
    },
    {
      title: "Pray regularly",
      text: "Prayer is simply talking with God. Speak to Him every day, thank Him, and bring Him your worries and hopes.",
    },
  ] satisfies NextStep[],
  image: "dove-journey-welcome-family",
  imageAlt: "A white dove flying across a bright sky",
  button: "Continue my journey",
} as const;

export const salvationCompleted = {
  title: "Your Journey Has Just Begun",
  message:
    "Thank you for walking this journey with us. We would love to hear from you, pray with you and help you take " +
    "your next steps. Send us a message below, whether you made a decision today or simply have questions.",
  button: "Restart Journey",
} as const;

/** The follow-up form's subjects, the first being the default. */
export const SALVATION_SUBJECTS = [
  "Prayer Request",
  "Salvation Journey Follow-up",
  "Questions About Faith",
  "Need Counseling",
  "Request a Bible Study",
  "Testimony to Share",
  "Other",
] as const;
export type SalvationSubject = (typeof SALVATION_SUBJECTS)[number];
export const SALVATION_DEFAULT_SUBJECT: SalvationSubject = "Prayer Request";
/** The subject whose message is sent as a public prayer request. */
export const PRAYER_REQUEST_SUBJECT: SalvationSubject = "Prayer Request";

export const salvationContact = {
  eyebrow: "We're here for you",
  title: "Talk to Us",
  text:
    "Made a decision today? Have questions about faith, or something you would like us to pray about? Write to us. " +
    "A member of our pastoral team will get back to you personally.",
  submit: "Send Message",
  submitting: "Sending...",
  success: "Thank you for reaching out! We'll be in touch soon.",
  failure: "Something went wrong. Please try again later.",
  required: "Please fill in all required fields.",
} as const;
