import type { PageDocument } from "#contract/page-content";

/**
 * The demo church's worship and music page (/music): its banner words, the About tab, eight team
 * members, five songs of its own, six gallery pictures, six events (April to June 2025, Harare
 * time), how to join and four testimonials. Pictures are generated illustrations (contract/images.ts).
 */
export const DEMO_MUSIC_PAGE: PageDocument = {
  subtitle:
    "Leading Harare into the presence of God with songs in English, Shona and Ndebele, from hymns our grandmothers sang to songs written in our own rehearsal room.",
  heroPicture: "music-worship-team-hero",
  description:
    "Meet the worship and music ministry of Kingdom Light Ministries in Harare: our team, our songs, our gallery and events, and how to join the choir, the band or the sound team.",
  aboutHeading: "Worship that flows from a life with God",
  about:
    "Worship at Kingdom Light Ministries is more than the songs before the sermon. It is a whole church lifting Jesus high, with a team that first worships in private before it ever leads in public. Every Wednesday and Sunday our singers, musicians and sound technicians help the congregation meet with God, and we count it a privilege.\n\nOur sound is as varied as our church family: gospel choir harmonies, a full band, marimba and hosho on special Sundays, and songs in English, Shona and Ndebele. Rehearsals are on Tuesday evenings and Saturday afternoons, and every rehearsal starts with the Word and prayer.",
  values: [
    {
      title: "Presence before performance",
      text: "We rehearse hard, but we measure a Sunday by whether people met with God, not by whether we played every note right.",
    },
    {
      title: "Excellence as an offering",
      text: "We prepare well because the Lord deserves our best, and because a well-led song frees the congregation to worship.",
    },
    {
      title: "A family, not a stage",
      text: "We pray for one another, share meals after rehearsal and carry each other through life's seasons.",
    },
  ],
  scripture: "Sing to him a new song; play skillfully, and shout for joy.",
  scriptureReference: "Psalm 33:3",
  scriptureVersion: "NIV",
  team: [
    {
      name: "Pastor Tendai Mukanya",
      role: "Worship Pastor",
      picture: "people-worship-pastor-tendai",
      bio: "Tendai has led worship at Kingdom Light for eleven years and oversees the whole music ministry. He loves teaching young leaders to hear God in the middle of a song.",
    },
    {
      name: "Rumbidzai Chikore",
      role: "Music Director",
      picture: "people-music-director-rumbidzai",
      bio: "A trained pianist and arranger, Rumbi writes the band's charts, runs Tuesday rehearsals and makes sure every new song is ready before it reaches a Sunday.",
    },
    {
      name: "Blessing Ndlovu",
      role: "Lead Vocalist",
      picture: "people-lead-vocalist-blessing",
      bio: "Blessing leads worship in English and Ndebele and mentors the younger singers. Her voice is well known from our Easter and Pentecost celebrations.",
    },
    {
      name: "Farai Mutasa",
      role: "Choir Leader",
      picture: "people-choir-leader-farai",
      bio: "Farai leads our forty-voice choir and arranges the Shona hymns we sing on the first Sunday of every month.",
    },
    {
      name: "Tinashe Gumbo",
      role: "Keyboardist",
      picture: "people-keyboardist-tinashe",
      bio: "Tinashe has played keys for the church since he was fourteen and now also teaches piano to the youth on Saturday mornings.",
    },
    {
      name: "Kudakwashe Sibanda",
      role: "Bass Guitarist",
      picture: "people-bass-guitarist-kudakwashe",
      bio: "Kuda holds the groove on Sundays and brings the marimba section together for our celebration services.",
    },
    {
      name: "Nyasha Marufu",
      role: "Drummer",
      picture: "people-drummer-nyasha",
      bio: "Nyasha plays drums and hosho, and leads the percussion workshop for new musicians every quarter.",
    },
    {
      name: "Simbarashe Dube",
      role: "Sound Engineer",
      picture: "people-sound-engineer-simbarashe",
      bio: "Simba runs the front-of-house desk and trains the sound team, so that every word sung and preached is heard clearly in the room and on the livestream.",
    },
  ],
  songsIntro:
    "Alongside the hymns and worship songs the whole church knows, our team writes songs of its own. These five are the ones the congregation asks for most.",
  songs: [
    {
      title: "Mwari Wakanaka (God Is Good)",
      writers: "Tendai Mukanya and Rumbidzai Chikore",
      language: "Shona and English",
      key: "G major",
      feel: "Up-tempo celebration",
      description:
        "Our opening song on celebration Sundays, with call and response between the choir and the congregation.",
      line: "Mwari wakanaka, nguva dzose: God is good, all the time.",
      link: "",
    },
    {
      title: "Light Over Harare",
      writers: "Blessing Ndlovu",
      language: "English",
      key: "D major",
      feel: "Mid-tempo anthem",
      description: "A prayer for our city, written after a week of prayer walks through the Avenues and Mbare.",
      line: "Let Your light rise over Harare, from the hills to the market square.",
      link: "",
    },
    {
      title: "Ngiyabonga Baba (Thank You, Father)",
      writers: "Blessing Ndlovu and Farai Mutasa",
      language: "Ndebele and English",
      key: "E flat major",
      feel: "Slow, choral",
      description: "A song of thanksgiving in four-part harmony, often sung during communion.",
      line: "Ngiyabonga Baba: for mercy new every morning, I thank You.",
      link: "",
    },
    {
      title: "Here in Your Presence",
      writers: "Rumbidzai Chikore",
      language: "English",
      key: "A major",
      feel: "Slow worship",
      description: "A quiet song for the moments after the sermon, when people come forward for prayer.",
      line: "Here in Your presence I lay my burdens down.",
      link: "",
    },
    {
      title: "Kingdom Light",
      writers: "The Kingdom Light worship team",
      language: "English and Shona",
      key: "C major",
      feel: "Up-tempo",
      description: "The church's own anthem, written for our anniversary and sung at every conference since.",
      line: "We are a city on a hill, a kingdom light that shines.",
      link: "",
    },
  ],
  galleryIntro: "Moments from our services, rehearsals and celebrations.",
  gallery: [
    {
      picture: "music-sunday-worship-service",
      alt: "The congregation worshipping with raised hands during a Sunday service",
      caption: "Sunday worship at the Avenues sanctuary",
    },
    {
      picture: "people-choir-easter-celebration",
      alt: "The choir in white robes singing at the Easter celebration",
      caption: "The choir at our Easter celebration",
    },
    {
      picture: "mic-band-rehearsal-tuesday",
      alt: "Band members rehearsing with keyboards, guitars and drums",
      caption: "Tuesday evening band rehearsal",
    },
    {
      picture: "youth-worship-night-candles",
      alt: "Young people worshipping by candlelight at a worship night",
      caption: "Youth worship night",
    },
    {
      picture: "hands-marimba-players-celebration",
      alt: "Marimba players performing at a celebration service",
      caption: "Marimba and hosho on a celebration Sunday",
    },
    {
      picture: "light-sound-desk-livestream",
      alt: "The sound engineer at the mixing desk during a livestream",
      caption: "Behind the sound desk on a livestream night",
    },
  ],
  eventsIntro:
    "Our worship calendar for April to June 2025. Everyone is welcome: bring a friend, and come early for a good seat.",
  events: [
    {
      title: "Easter Sunday Worship Celebration",
      start: "2025-04-20T15:30",
      end: "2025-04-20T17:30",
      place: "Main sanctuary, 14 Josiah Chinamano Avenue",
      description: "The choir, the band and the marimba section together, celebrating the risen Christ.",
    },
    {
      title: "Songwriters' Workshop",
      start: "2025-05-03T10:00",
      end: "2025-05-03T13:00",
      place: "Fellowship hall",
      description: "A morning on writing worship songs rooted in Scripture, with time to share and shape new songs.",
    },
    {
      title: "Night of Worship: Hosanna",
      start: "2025-05-16T18:00",
      end: "2025-05-16T21:00",
      place: "Main sanctuary",
      description: "Three hours of worship and prayer for our city, with songs in English, Shona and Ndebele.",
    },
    {
      title: "Choir and Band Auditions",
      start: "2025-05-24T14:00",
      end: "2025-05-24T17:00",
      place: "Rehearsal room",
      description: "Open auditions for singers, instrumentalists and sound technicians who want to join the team.",
    },
    {
      title: "Pentecost Sunday Praise",
      start: "2025-06-08T15:30",
      end: "2025-06-08T17:30",
      place: "Main sanctuary",
      description:
        "A Spirit-filled celebration of Pentecost with the combined choirs and a special offering of new songs.",
    },
    {
      title: "Youth Worship Jam",
      start: "2025-06-21T15:00",
      end: "2025-06-21T18:00",
      place: "Fellowship hall",
      description: "The youth band leads an afternoon of worship, with an open slot for young singers and musicians.",
    },
  ],
  joinIntro:
    "Do you sing, play an instrument or love the sound desk? We are always glad to welcome new members who love Jesus and are committed to His church.",
  steps: [
    {
      title: "Be part of the church family",
      text: "Attend Kingdom Light for at least three months and join a small group, so that we know you and you know us.",
    },
    {
      title: "Come to an audition",
      text: "Auditions are held each quarter: prepare one song of your choice and we will try one of ours together. It is relaxed, we promise.",
    },
    {
      title: "Rehearse and grow",
      text: "New members join Tuesday and Saturday rehearsals for a month before serving on a Sunday rota, with a mentor alongside.",
    },
  ],
  requirements: [
    {
      text: "A personal relationship with Jesus Christ",
    },
    {
      text: "Faithful attendance at rehearsals and services",
    },
    {
      text: "A teachable heart and a team spirit",
    },
    {
      text: "Singers: able to hold a harmony part; musicians: comfortable reading chord charts",
    },
  ],
  contactText: "To ask about the next audition, contact our ministries desk or send us a message.",
  testimonials: [
    {
      quote:
        "I joined the choir as a shy university student. Four years later I lead a section and I have learnt that worship is a lifestyle, not just a Sunday song.",
      name: "Chiedza Makoni",
      role: "Alto, choir",
    },
    {
      quote:
        "The team prayed for me every week when my father was ill. This is not a band, it is a family that happens to make music together.",
      name: "Tafadzwa Moyo",
      role: "Rhythm guitar",
    },
    {
      quote:
        "I came to help carry cables and now I mix the Sunday livestream. Simba taught me everything with so much patience.",
      name: "Ruvimbo Zhou",
      role: "Sound team",
    },
    {
      quote:
        "Singing Mwari Wakanaka with the whole church on my first Sunday made me feel at home in Harare. Now I get to lead it.",
      name: "Anesu Chinembiri",
      role: "Worship leader",
    },
  ],
};
