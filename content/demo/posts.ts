import { AUTHORS } from "./taxonomy";
import type { SeedPost } from "#server/seed/types";

/**
 * The blog's demo posts: news, devotions and stories of a church family in Harare, from April 2025
 * to November 2026. Exactly three are featured; the last one is a draft that must never be served.
 */
export const POSTS: readonly SeedPost[] = [
  {
    slug: "he-is-risen-easter-sunday-2025",
    title: "He Is Risen! Looking Back on Easter Sunday 2025",
    excerpt:
      "Over a thousand people filled our hall and the car park on Easter Sunday. Here is what God did among us, and where we go from here.",
    author: AUTHORS.seniorPastor,
    image: "cross-he-is-risen-easter-2025",
    category: "church-news",
    tags: ["easter", "worship"],
    quote: "An empty tomb is the best news Harare has ever heard, and it is still news on Monday morning.",
    publishedAt: "2025-04-21T08:00:00.000Z",
    content: `<p>What a weekend it was. From the Good Friday service, when we sat quietly before the cross, to the joy of Sunday afternoon, when the whole congregation stood and sang “Christ the Lord Is Risen Today” in English and in Shona, we felt the nearness of the risen Lord.</p>
<p>Chairs ran out by a quarter past three. The ushers opened the side doors, the media team put speakers out in the car park, and families sat on mats and on the bonnets of their cars to hear the Word. Many of you brought neighbours, colleagues and relatives visiting from Bulawayo and Mutare. Thank you for inviting them.</p>
<h2>The message: come and see</h2>
<p>We stayed with the women who came to the tomb at dawn. They came to mourn and went home to announce. The angel did not argue with their grief; he showed them the evidence and sent them out.</p>
<blockquote><p>“He is not here; he has risen, just as he said. Come and see the place where he lay.”</p><p>— Matthew 28:6 (NIV)</p></blockquote>
<p>That is still our invitation. The resurrection is not an idea to admire from a distance; it is an open door. Come and see, then go and tell.</p>
<h2>What happened on the day</h2>
<ul>
<li>Thirty-eight people gave their lives to Jesus at the altar call, and our follow-up team has already phoned each one.</li>
<li>The children’s ministry hosted ninety-two children in the marquee, with a puppet play of the empty tomb.</li>
<li>Our hospitality team served tea, buns and freezits to everyone who stayed after the service.</li>
<li>The Easter offering for the Epworth feeding programme came to enough to buy two tonnes of mealie-meal.</li>
</ul>
<h2>Where we go from here</h2>
<p>If you made a decision for Christ on Sunday, or you are thinking about it, the new believers’ class starts this Wednesday at 3:30PM in the small hall. It runs for six weeks and ends with baptism for those who are ready.</p>
<p>He is risen. He is risen indeed.</p>`,
  },
  {
    slug: "prayer-and-fasting-week-seeking-god-together",
    title: "Prayer and Fasting Week: Seeking God Together",
    excerpt:
      "From 19 to 25 May the whole church will set aside a week to pray and fast. Here is how to take part, whatever your health, work or age.",
    author: AUTHORS.seniorPastor,
    image: "candle-prayer-and-fasting-week-2025",
    category: "faith-and-devotion",
    tags: ["prayer"],
    publishedAt: "2025-05-12T07:30:00.000Z",
    content: `<p>Every year, when the rains have ended and the cold mornings arrive, our church family takes a week to turn down the noise and seek God together. This year our week of prayer and fasting runs from Monday 19 to Sunday 25 May.</p>
<p>Fasting is not a hunger strike to force God’s hand, and it is not only for the spiritually strong. It is a way of saying, with our bodies as well as our words, that we need Him more than food, more than our phones and more than our routines.</p>
<blockquote><p>“If my people, who are called by my name, will humble themselves and pray and seek my face and turn from their wicked ways, then I will hear from heaven, and I will forgive their sin and will heal their land.”</p><p>— 2 Chronicles 7:14 (NIV)</p></blockquote>
<h2>How to take part</h2>
<ul>
<li><strong>Choose a fast that fits your life.</strong> Some will skip breakfast and lunch; some will eat only sadza and vegetables; some will give up television or social media. If you are pregnant, diabetic, on medication or under eighteen, please fast from something other than food.</li>
<li><strong>Join the morning prayer line.</strong> Every weekday at 5:30AM we pray together for thirty minutes on the church WhatsApp call.</li>
<li><strong>Come to the evening meetings.</strong> The sanctuary is open for prayer from 5PM to 7PM, Monday to Friday.</li>
<li><strong>Use the prayer guide.</strong> Each day has a theme, a scripture and a short list of people and needs to pray for.</li>
</ul>
<h2>What we are praying for</h2>
<ol>
<li>Repentance and renewal in our own hearts and homes.</li>
<li>Families in Epworth and Chitungwiza still recovering from last year’s drought.</li>
<li>Young people looking for work, and those who employ them.</li>
<li>Our nation’s leaders, that they would govern with wisdom and justice.</li>
<li>The sick in our congregation, by name.</li>
</ol>
<p>We will break the fast together on Sunday 25 May after the 3:30PM service, with a shared meal in the courtyard. Bring a dish if you can, and bring your testimonies.</p>`,
  },
  {
    slug: "feeding-families-in-epworth",
    title: "Feeding Families in Epworth",
    excerpt:
      "Our Saturday food drive in Epworth reached 340 households this month. The volunteers who made it happen tell the story.",
    author: AUTHORS.elderSimba,
    image: "people-epworth-food-drive-volunteers",
    category: "outreach-and-missions",
    tags: ["community", "volunteers"],
    quote: "You cannot preach to an empty stomach, and you should not try.",
    publishedAt: "2025-06-16T09:00:00.000Z",
    content: `<p>The balancing rocks of Epworth have stood for thousands of years. Many of the families who live beneath them have had a much harder time standing. Last year’s drought left granaries empty, and even with this year’s better harvest, many households are still stretching one bucket of maize meal across a whole week.</p>
<p>Since February, a team from Kingdom Light has gone out every second Saturday to serve families in Ward 4 and Ward 7, working alongside two local churches and the ward councillor’s office, who help us find the households most in need.</p>
<h2>What a food drive day looks like</h2>
<ol>
<li>At 6AM the volunteers meet in the church car park to load the lorry lent to us by a member of the congregation.</li>
<li>By 8AM we are setting up at the community hall, with registers prepared by the local churches.</li>
<li>Each household receives a 10 kg bag of mealie-meal, cooking oil, sugar beans, salt and soap.</li>
<li>While the queue moves, our prayer team sits with anyone who wants prayer, and the nurses in our congregation check blood pressure.</li>
</ol>
<p>This month we served 340 households, the most so far. Grandmothers caring for orphaned grandchildren were first in the queue.</p>
<blockquote><p>“The King will reply, ‘Truly I tell you, whatever you did for one of the least of these brothers and sisters of mine, you did for me.’”</p><p>— Matthew 25:40 (NIV)</p></blockquote>
<h2>How you can help</h2>
<ul>
<li>Give towards the food drive through the church office; every US$12 feeds a family for a week.</li>
<li>Drop dry food at the welcome desk on Sundays: mealie-meal, rice, beans, cooking oil.</li>
<li>Volunteer for a Saturday. We especially need drivers and people who can carry heavy bags.</li>
</ul>
<p>Thank you to every volunteer who gave up a Saturday morning. Epworth has seen the love of Christ in your hands.</p>`,
  },
  {
    slug: "faith-and-finances-at-home",
    title: "Faith and Finances at Home",
    excerpt:
      "Money worries strain many Harare homes. Five practical habits can help families manage what God has given them, with less fighting and more peace.",
    author: AUTHORS.pastorRudo,
    image: "path-faithful-in-little-things",
    category: "family-life",
    tags: ["marriage", "community"],
    publishedAt: "2025-07-14T08:30:00.000Z",
    content: `<p>When we ask couples in our marriage classes what they argue about most, the answer is nearly always the same: money. Prices change, salaries arrive late, relatives need help with school fees and funerals, and the little that comes in seems to leak away.</p>
<p>Scripture does not promise that faithful people will never be short. It does teach us that faithfulness with little is where abundance begins.</p>
<blockquote><p>“Whoever can be trusted with very little can also be trusted with much, and whoever is dishonest with very little will also be dishonest with much.”</p><p>— Luke 16:10 (NIV)</p></blockquote>
<h2>Five habits for a peaceful home</h2>
<ol>
<li><strong>Talk about money together, every month.</strong> Sit down at the same time each month, with tea, and look at what came in and what went out. No secrets and no surprises.</li>
<li><strong>Give first.</strong> Decide what you will give to God before anything else. It keeps money in its place.</li>
<li><strong>Write a simple plan.</strong> An exercise book is enough: rent, food, transport, school, savings, family support. Spend on paper before you spend in the shop.</li>
<li><strong>Save something, however small.</strong> A mukando savings club or a jar for coins builds the habit, and the habit matters more than the amount.</li>
<li><strong>Agree how you will help relatives.</strong> Supporting family is part of our culture and a good thing, but decide together how much, so that one spouse is never blindsided.</li>
</ol>
<h2>When things are already hard</h2>
<p>If debt is keeping you awake at night, please do not carry it alone. Our pastoral team can sit with you, pray with you and help you draw up a plan. Call the pastoral care line or speak to us after any service.</p>
<p>God cares about your kitchen table as much as He cares about the pulpit.</p>`,
  },
  {
    slug: "youth-camp-in-nyanga-2025",
    title: "Youth Camp in Nyanga: Five Days Above the Clouds",
    excerpt:
      "Sixty-four young people, five days in the Eastern Highlands, one unforgettable climb up Mount Nyangani, and a lot of testimonies.",
    author: AUTHORS.youthPastor,
    image: "youth-nyanga-camp-2025",
    category: "youth",
    tags: ["worship", "community"],
    quote: "Our young people are not the church of tomorrow. They led us in worship today.",
    publishedAt: "2025-08-25T10:00:00.000Z",
    featured: true,
    content: `<p>Two buses left the church car park at 5AM on Monday 18 August, loaded with sixty-four teenagers, twelve leaders, a mountain of luggage and more snacks than anyone will admit to. Five hours later we were breathing the cold, pine-scented air of Nyanga.</p>
<p>Our theme this year was <em>Rise</em>, drawn from the promise that those who wait on the Lord will not run out of strength.</p>
<blockquote><p>“But those who hope in the LORD will renew their strength. They will soar on wings like eagles; they will run and not grow weary, they will walk and not be faint.”</p><p>— Isaiah 40:31 (NIV)</p></blockquote>
<h2>The days</h2>
<ul>
<li><strong>Mornings</strong> began with quiet time on the hillside, then Bible teaching in small groups.</li>
<li><strong>Afternoons</strong> were for adventure: a hike to the top of Mount Nyangani, Zimbabwe’s highest point, a visit to World’s View and a very cold swim at the Nyangombe falls.</li>
<li><strong>Evenings</strong> were around the campfire, with worship led by our youth band and honest conversations about identity, purity, friendship and the future.</li>
</ul>
<h2>What God did</h2>
<p>On Wednesday night the worship went on for two hours longer than planned. Eleven young people gave their lives to Christ, and many more asked for prayer about things they had never spoken about before. One sixteen-year-old told the group, “I came for the hiking. I am going home with Jesus.”</p>
<p>The climb up Nyangani became a picture of the whole week: the mist came down, the path was steep, and nobody reached the top alone.</p>
<h2>Thank you</h2>
<p>Thank you to the parents who trusted us with their children, to the church members who sponsored twenty-three campers, and to our leaders who gave up a week of leave. Youth meetings continue every Friday at 5PM. Bring a friend.</p>`,
  },
  {
    slug: "baptism-sunday-at-lake-chivero",
    title: "Baptism Sunday at Lake Chivero",
    excerpt:
      "Twenty-seven believers went down into the waters of Lake Chivero and came up to a new life, cheered on by the whole church family.",
    author: AUTHORS.seniorPastor,
    image: "water-lake-chivero-baptism-sunday",
    category: "church-news",
    tags: ["baptism", "worship"],
    quote: "Baptism does not make you a child of God; it is how the family celebrates that you are one.",
    publishedAt: "2025-09-22T07:00:00.000Z",
    featured: true,
    content: `<p>On Sunday 21 September, three kombis, a bus and a long line of cars left the Avenues before sunrise and headed south-west to Lake Chivero. By nine o’clock the whole church was gathered on the shore, singing as the mist lifted off the water.</p>
<p>Twenty-seven believers were baptised: students and grandmothers, a married couple who came to faith together at Easter, and a young man who first walked into our church looking for a place to charge his phone.</p>
<blockquote><p>“We were therefore buried with him through baptism into death in order that, just as Christ was raised from the dead through the glory of the Father, we too may live a new life.”</p><p>— Romans 6:4 (NIV)</p></blockquote>
<h2>Why we baptise in the open</h2>
<p>We could baptise in a tank inside the building, and sometimes we do. But there is something powerful about doing it in the open, in front of fishermen, families having a picnic and park rangers. Baptism is a public declaration: I belong to Jesus, and I am not ashamed of Him.</p>
<h2>The day in pictures</h2>
<ul>
<li>The youth choir led worship from the shore with two guitars and a djembe.</li>
<li>Each candidate shared a short testimony before going into the water.</li>
<li>Families wrapped the newly baptised in towels and a lot of hugs.</li>
<li>We finished with a braai under the msasa trees; the hospitality team fed more than three hundred people.</li>
</ul>
<h2>Next steps</h2>
<p>If you have given your life to Christ and want to be baptised, the next baptism class begins in January. Speak to any of the pastors, or send us a message through the contact page.</p>`,
  },
  {
    slug: "mental-health-and-faith",
    title: "Mental Health and Faith: It Is Okay Not to Be Okay",
    excerpt:
      "On World Mental Health Day we want to say clearly: depression and anxiety are not a sign of weak faith, and no one in our church should suffer in silence.",
    author: AUTHORS.pastorRudo,
    image: "heart-mental-health-and-faith",
    category: "faith-and-devotion",
    tags: ["health", "prayer"],
    quote: "Praying for healing and going to see a counsellor are not opposites. God works through both.",
    publishedAt: "2025-10-10T08:00:00.000Z",
    content: `<p>For too long, many of us in the church have treated mental illness as a spiritual failure. If you were anxious, you did not trust God enough. If you were depressed, you needed to pray harder. People have carried deep pain quietly for years because they were afraid of being judged by their own church family.</p>
<p>Today, on World Mental Health Day, we want to say clearly: it is okay not to be okay.</p>
<blockquote><p>“The LORD is close to the brokenhearted and saves those who are crushed in spirit.”</p><p>— Psalm 34:18 (NIV)</p></blockquote>
<h2>What the Bible shows us</h2>
<p>Elijah sat under a broom bush and asked to die. David wrote psalms from the depths of despair. Jesus Himself was “overwhelmed with sorrow to the point of death” in Gethsemane. God did not rebuke them. He fed Elijah, He heard David, and He sent an angel to strengthen His Son.</p>
<h2>Signs to watch for</h2>
<ul>
<li>Sadness or emptiness that lasts for more than two weeks.</li>
<li>Losing interest in things you used to enjoy, including church.</li>
<li>Trouble sleeping, or sleeping all the time.</li>
<li>Feeling worthless, hopeless or that others would be better off without you.</li>
</ul>
<h2>Where to find help</h2>
<ol>
<li><strong>Talk to someone you trust.</strong> Our pastoral care team is trained to listen without judging.</li>
<li><strong>See a professional.</strong> A doctor, a counsellor or a psychologist can help, and our congregation includes several who are happy to advise.</li>
<li><strong>Sit on a Friendship Bench.</strong> This programme, which began here in Harare, trains community health workers to listen and support people through hard seasons.</li>
<li><strong>Keep coming.</strong> You do not have to sing or smile. Just come and sit with us.</li>
</ol>
<p>If you are thinking about ending your life, please call the pastoral care line now, or go to the nearest clinic or hospital. You are loved, and you are not alone.</p>`,
  },
  {
    slug: "carols-in-africa-unity-square-2025",
    title: "Carols in Africa Unity Square",
    excerpt:
      "Candles, choirs and a crowd of shoppers who stopped to sing: our first carol service in the heart of the city was a night to remember.",
    author: AUTHORS.deaconess,
    image: "city-carols-africa-unity-square",
    category: "church-news",
    tags: ["christmas", "worship", "community"],
    publishedAt: "2025-12-22T09:00:00.000Z",
    content: `<p>On Saturday 20 December, as the jacaranda season gave way to the summer rains, the lawns of Africa Unity Square filled with people holding candles. For the first time, Kingdom Light Ministries held its carol service in the heart of Harare, and the city joined in.</p>
<p>We expected our own congregation and perhaps a few passers-by. Instead, office workers on their way home, vendors from First Street, families out shopping and a group of tourists stopped, took a candle and stayed to sing.</p>
<blockquote><p>“But the angel said to them, ‘Do not be afraid. I bring you good news that will cause great joy for all the people. Today in the town of David a Saviour has been born to you; he is the Messiah, the Lord.’”</p><p>— Luke 2:10–11 (NIV)</p></blockquote>
<h2>The programme</h2>
<ul>
<li>Nine lessons from Isaiah to John, read by children, elders and a city councillor.</li>
<li>Carols old and new, including “Silent Night” in Shona and Ndebele.</li>
<li>The Kingdom Light choir’s own Shona arrangement of “Joy to the World”, which had the whole square clapping.</li>
<li>A short message from Pastor Tinashe on why the shepherds, the lowest workers of their day, heard the news first.</li>
</ul>
<h2>Thank you</h2>
<p>Thank you to the City of Harare for the permit, to the ushers who handed out twelve hundred candles without setting anyone’s hair alight, and to the sound team who carried speakers across town. Most of all, thank you to everyone who came and sang.</p>
<p>Our Christmas Day service is at 10AM this year, not the usual 3:30PM. Come early, bring your visiting relatives, and let us celebrate the birth of our Saviour together.</p>`,
  },
  {
    slug: "school-fees-fund-keeping-children-in-class",
    title: "The School Fees Fund: Keeping Children in the Classroom",
    excerpt:
      "Term one starts this week, and for many families fees are out of reach. Our school fees fund has kept 86 children in school this year. Here is how it works.",
    author: AUTHORS.elderSimba,
    image: "child-school-fees-fund-2026",
    category: "outreach-and-missions",
    tags: ["education", "community"],
    quote: "A child sent home for unpaid fees loses more than a term. Together we can stop that.",
    publishedAt: "2026-01-12T07:00:00.000Z",
    content: `<p>January in Harare means new uniforms, new exercise books and, for too many parents, a letter from the bursar. When fees are unpaid, children are sent home, and a child who misses a term often never goes back.</p>
<p>Three years ago a group of members started the Kingdom Light School Fees Fund with a simple idea: no child in our church or our neighbourhood should leave school because of money.</p>
<h2>How the fund works</h2>
<ol>
<li>Families apply through the church office before each term, with the school’s fee statement.</li>
<li>A small committee visits each family and agrees what the family can contribute.</li>
<li>The fund pays the balance directly to the school, never in cash.</li>
<li>Each child is paired with a mentor from the congregation who checks on them every term.</li>
</ol>
<p>Last year the fund helped 86 children, from Grade 1 to Upper Sixth. Seventeen of them wrote O Level exams, and fourteen passed five subjects or more.</p>
<blockquote><p>“Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver.”</p><p>— 2 Corinthians 9:7 (NIV)</p></blockquote>
<h2>How you can help</h2>
<ul>
<li><strong>Sponsor a child</strong> for a term or a year; the office will send you their school report each term.</li>
<li><strong>Give any amount</strong> to the fund; small gifts add up to whole terms.</li>
<li><strong>Give your time</strong> as a mentor or as a homework helper on Saturday mornings.</li>
<li><strong>Donate uniforms and books</strong> your own children have outgrown.</li>
</ul>
<p>Applications for second term close on 31 March. Please tell any family who is struggling that they can come and talk to us in confidence.</p>`,
  },
  {
    slug: "marriage-seminar-building-on-the-rock",
    title: "Marriage Seminar: Building a Home on the Rock",
    excerpt:
      "Forty-two couples spent a Saturday learning to listen, to fight fair and to pray together. Here are the five lessons they took home.",
    author: AUTHORS.pastorRudo,
    image: "sunrise-marriage-seminar-cord-of-three",
    category: "family-life",
    tags: ["marriage"],
    quote: "A good marriage is not two perfect people. It is two forgiven people who keep choosing each other.",
    publishedAt: "2026-02-09T08:00:00.000Z",
    content: `<p>On Saturday 7 February, forty-two couples, some married for a few months and some for more than forty years, gathered in the church hall for our annual marriage seminar. We laughed a lot, some of us cried, and several couples said afterwards that they had talked more honestly that day than in years.</p>
<blockquote><p>“Though one may be overpowered, two can defend themselves. A cord of three strands is not quickly broken.”</p><p>— Ecclesiastes 4:12 (NIV)</p></blockquote>
<p>The third strand is the Lord Himself. A marriage that makes room for Him is stronger than the two people in it.</p>
<h2>Five lessons to take home</h2>
<ol>
<li><strong>Listen to understand, not to reply.</strong> Repeat back what you heard before you answer.</li>
<li><strong>Fight the problem, not each other.</strong> Say “we have a problem with money”, not “you always waste money”.</li>
<li><strong>Leave and cleave.</strong> Honour both families, but make decisions as a couple.</li>
<li><strong>Pray together every day.</strong> Even two minutes before sleeping changes the atmosphere of a home.</li>
<li><strong>Keep dating.</strong> A walk, a cup of tea at a café, a drive to see the sunset over Domboshava: time together is never wasted.</li>
</ol>
<h2>For couples who are struggling</h2>
<p>Every marriage goes through hard seasons. If yours is in one now, our pastoral couples offer confidential counselling. Asking for help is a sign of strength, not failure.</p>
<p>Engaged couples: the next pre-marriage course starts in April and runs for eight Wednesdays after the midweek service.</p>`,
  },
  {
    slug: "holy-week-and-easter-2026",
    title: "Holy Week and Easter 2026: Services and Times",
    excerpt:
      "Palm Sunday, a Good Friday morning service, a sunrise prayer walk and our Easter Sunday celebration: everything you need to plan the week.",
    author: AUTHORS.seniorPastor,
    image: "cross-holy-week-2026",
    category: "church-news",
    tags: ["easter", "prayer"],
    publishedAt: "2026-03-25T07:30:00.000Z",
    content: `<p>Holy Week is the heart of the Christian year. We walk with Jesus from the cheering crowds of Palm Sunday, through the darkness of Good Friday, to the empty tomb on Easter morning. Plan your week now, and invite someone to walk it with you.</p>
<blockquote><p>“Jesus said to her, ‘I am the resurrection and the life. The one who believes in me will live, even though they die; and whoever lives by believing in me will never die. Do you believe this?’”</p><p>— John 11:25–26 (NIV)</p></blockquote>
<h2>Services and times</h2>
<ul>
<li><strong>Palm Sunday, 29 March:</strong> 3:30PM, with the children’s procession.</li>
<li><strong>Wednesday, 1 April:</strong> 3:30PM midweek service and Holy Communion.</li>
<li><strong>Good Friday, 3 April:</strong> 9AM, a quiet service of readings and prayer at the cross.</li>
<li><strong>Saturday, 4 April:</strong> 6AM prayer walk from the church through the Avenues.</li>
<li><strong>Easter Sunday, 5 April:</strong> 3:30PM celebration service, with baptisms and a meal afterwards.</li>
</ul>
<h2>Getting ready</h2>
<ol>
<li>Read one chapter each day from Mark 11 to Mark 16.</li>
<li>Write down the names of three people you will invite to Easter Sunday, and pray for them by name.</li>
<li>Join the Good Friday fast from breakfast until the end of the service.</li>
</ol>
<p>Parking fills up fast on Easter Sunday. The ushers will direct overflow parking to the school grounds two streets away, and the children’s marquee opens at 3PM.</p>`,
  },
  {
    slug: "choir-recording-our-first-album",
    title: "The Choir Is Recording Its First Album",
    excerpt:
      "Ten songs, three languages, one small studio in Msasa: the Kingdom Light choir is recording its first album, and you can be part of it.",
    author: AUTHORS.mediaLead,
    image: "music-choir-first-album-recording",
    category: "church-news",
    tags: ["worship", "volunteers"],
    quote: "We are not chasing radio play. We want a grandmother in Gokwe to sing these songs at her kitchen fire.",
    publishedAt: "2026-05-18T09:30:00.000Z",
    content: `<p>For years people have asked after Sunday services, “Where can I get that song?” This month the answer is finally on its way. The Kingdom Light choir has begun recording its first album at a small studio in Msasa.</p>
<blockquote><p>“Sing to the LORD a new song; sing to the LORD, all the earth.”</p><p>— Psalm 96:1 (NIV)</p></blockquote>
<h2>What is on the album</h2>
<ul>
<li>Ten songs, six of them written by members of our own worship team.</li>
<li>Songs in English, Shona and Ndebele, because our church family speaks all three.</li>
<li>A new arrangement of a much-loved Shona hymn, with mbira and marimba.</li>
<li>A children’s song recorded with our Sunday school, giggles included.</li>
</ul>
<h2>How it is being made</h2>
<p>Recording happens on Saturday afternoons so that choir members can keep their jobs. The sound engineer, a member of the congregation, is giving his time at a fraction of his usual rate, and our media team is filming the sessions for a short documentary.</p>
<h2>How you can be part of it</h2>
<ol>
<li><strong>Pray</strong> for the singers’ voices and health through the cold season.</li>
<li><strong>Give</strong> towards studio time and mastering through the church office.</li>
<li><strong>Join the choir.</strong> Auditions are open for tenors and basses; rehearsals are on Thursdays at 5:30PM.</li>
</ol>
<p>We hope to release the album in November, in time for Christmas, on all the major streaming services and on USB sticks for those who prefer them.</p>`,
  },
  {
    slug: "medical-outreach-in-chitungwiza",
    title: "Medical Outreach in Chitungwiza: 600 Patients in One Day",
    excerpt:
      "Doctors, nurses, pharmacists and a hundred volunteers turned a school in Zengeza into a free clinic for a day. This is what we saw.",
    author: AUTHORS.elderSimba,
    image: "people-chitungwiza-medical-outreach",
    category: "outreach-and-missions",
    tags: ["health", "community", "volunteers"],
    quote: "Jesus healed bodies and hearts in the same afternoon. We want to do the same.",
    publishedAt: "2026-06-22T08:00:00.000Z",
    featured: true,
    content: `<p>By half past six on Saturday 20 June, the queue outside the primary school in Zengeza already stretched around the block. Grandmothers with walking sticks, mothers with babies on their backs and men in work overalls had come for the free clinic the church had announced on local radio and in every church in Chitungwiza.</p>
<p>By the end of the day our team had seen 623 patients.</p>
<blockquote><p>“Jesus went through all the towns and villages, teaching in their synagogues, proclaiming the good news of the kingdom and healing every disease and sickness.”</p><p>— Matthew 9:35 (NIV)</p></blockquote>
<h2>The clinic</h2>
<ul>
<li><strong>Screening:</strong> blood pressure, blood sugar and HIV testing, with counselling.</li>
<li><strong>Consultations:</strong> seven doctors and fourteen nurses, most of them members of our congregation and of partner churches.</li>
<li><strong>Eye care:</strong> 190 pairs of reading glasses given out free.</li>
<li><strong>Pharmacy:</strong> basic medicines donated by two pharmacies in Harare.</li>
<li><strong>Prayer:</strong> a quiet classroom where anyone could sit with our prayer team.</li>
</ul>
<h2>What we learned</h2>
<p>More than a third of the adults we screened had high blood pressure, and most of them did not know it. We have referred 84 patients to the polyclinic for follow-up, and our nurses will phone each of them this month.</p>
<h2>Thank you, and what comes next</h2>
<p>A hundred and twelve volunteers served on the day, from registration clerks to the team who cooked lunch for everyone. We plan to return to Chitungwiza in October, and to hold a second clinic in Epworth before the end of the year. If you work in health care and would like to serve, please contact the outreach desk.</p>`,
  },
  {
    slug: "meet-the-new-media-team",
    title: "Meet the New Media Team",
    excerpt:
      "New cameras, a livestream that no longer freezes, and twenty volunteers learning to tell the story of what God is doing. Meet the team behind the screens.",
    author: AUTHORS.mediaLead,
    image: "camera-new-media-team-2026",
    category: "church-news",
    tags: ["volunteers", "worship"],
    publishedAt: "2026-07-20T10:00:00.000Z",
    content: `<p>If you have watched a Sunday service online in the last month, you will have noticed the difference. The picture is sharper, the sound no longer echoes, and the stream has not frozen once, even during load-shedding.</p>
<p>That is the work of our new media team: twenty volunteers, most of them under thirty, who have spent the winter learning cameras, sound desks, lighting and editing.</p>
<blockquote><p>“Then the LORD answered me and said: ‘Write the vision And make it plain on tablets, That he may run who reads it.’”</p><p>— Habakkuk 2:2 (NKJV)</p></blockquote>
<h2>What the team does</h2>
<ul>
<li><strong>Livestream</strong> every Sunday and Wednesday service, with a data-light audio stream for members on mobile bundles.</li>
<li><strong>Sermon archive:</strong> each message is edited and posted to our sermons page within two days.</li>
<li><strong>Social media:</strong> daily scriptures, event reminders and short clips from the week.</li>
<li><strong>Photography</strong> at baptisms, weddings, outreach days and camps.</li>
</ul>
<h2>Why it matters</h2>
<p>Every week, members of our church family watch from Bulawayo, Johannesburg, Manchester and Perth. Others watch from hospital beds and from home while caring for sick relatives. The media team keeps them connected to their church family.</p>
<h2>Join the team</h2>
<p>You do not need experience, only willingness to learn and to serve faithfully. Training runs on the first Saturday of each month. Talk to us at the media desk at the back of the hall, or visit the media ministry page.</p>`,
  },
  {
    slug: "raising-children-who-pray",
    title: "Raising Children Who Pray",
    excerpt:
      "Children learn to pray by watching us pray. Seven simple ideas for building a habit of prayer at home, from toddlers to teenagers.",
    author: AUTHORS.pastorRudo,
    image: "book-family-devotions-at-home",
    category: "family-life",
    tags: ["prayer", "education"],
    quote: "Our children will forget many of our sermons. They will not forget hearing us pray for them by name.",
    publishedAt: "2026-08-17T07:30:00.000Z",
    content: `<p>Many parents in our church tell me the same thing: “I want my children to love God, but I do not know where to start.” The good news is that you do not need a theology degree. Children learn to pray the same way they learn to speak: by listening to the people who love them.</p>
<blockquote><p>“These commandments that I give you today are to be on your hearts. Impress them on your children. Talk about them when you sit at home and when you walk along the road, when you lie down and when you get up.”</p><p>— Deuteronomy 6:6–7 (NIV)</p></blockquote>
<h2>Seven ideas for home</h2>
<ol>
<li><strong>Pray at the table.</strong> Take turns, so that everyone, even the youngest, gets to thank God for the food.</li>
<li><strong>Pray on the way.</strong> The drive or the kombi ride to school is a perfect moment for a short blessing.</li>
<li><strong>Pray at bedtime</strong> using three simple words: thank you, sorry, please.</li>
<li><strong>Keep a family prayer jar.</strong> Write requests on slips of paper, and read out the answered ones each month.</li>
<li><strong>Let them hear you pray</strong> for them by name, and for their teachers and friends.</li>
<li><strong>Read a Bible story together</strong>, then ask, “What can we talk to God about from this story?”</li>
<li><strong>Pray with teenagers, not at them.</strong> Ask what they would like prayer for, and keep their confidences.</li>
</ol>
<h2>When it feels awkward</h2>
<p>It will feel awkward at first, especially if you did not grow up praying together. Start small and keep going. Two minutes a day for a year will shape your home more than one long prayer meeting a month.</p>
<p>Our children’s ministry has printed family prayer cards for each age group. Pick one up at the welcome desk this Sunday.</p>`,
  },
  {
    slug: "youth-sunday-young-voices-leading-the-church",
    title: "Youth Sunday: Young Voices Leading the Church",
    excerpt:
      "Once a year our young people lead the whole service, from the welcome to the sermon. This year’s Youth Sunday left the adults inspired and a little humbled.",
    author: AUTHORS.youthPastor,
    image: "mic-youth-sunday-young-voices",
    category: "youth",
    tags: ["worship", "education"],
    publishedAt: "2026-09-14T09:00:00.000Z",
    content: `<p>On Sunday 13 September, our young people took over. The ushers were fifteen, the worship leader was seventeen, the Bible readers were twelve and the preacher, a second-year student at the University of Zimbabwe, was twenty-one. The adults sat in the congregation, and many of them took notes.</p>
<blockquote><p>“Don’t let anyone look down on you because you are young, but set an example for the believers in speech, in conduct, in love, in faith and in purity.”</p><p>— 1 Timothy 4:12 (NIV)</p></blockquote>
<h2>The message</h2>
<p>Tanaka Mapfumo preached on Daniel and his three friends: young men far from home, under pressure to fit in, who chose to be different and were promoted for it. “Babylon did not change Daniel,” she said. “Daniel changed Babylon.”</p>
<h2>Highlights</h2>
<ul>
<li>A spoken-word poem on identity by the Form Four group.</li>
<li>The youth band’s first original song, written at camp in Nyanga last year.</li>
<li>A drama on peer pressure that was funny, honest and uncomfortably accurate.</li>
<li>Prayer for every student writing exams this term, with parents laying hands on their children.</li>
</ul>
<h2>Keep them leading</h2>
<p>Youth Sunday is once a year, but young leaders need opportunities every week. If you lead a ministry, ask yourself which young person you could invite to serve alongside you this term. Youth meetings are on Fridays at 5PM; young adults meet on the second Saturday of every month.</p>`,
  },
  {
    slug: "exam-season-prayer-guide-for-students",
    title: "Exam Season: A Prayer Guide for O and A Level Students",
    excerpt:
      "ZIMSEC exams are here. A prayer for every day of the exam season, practical advice for students, and a word for the parents waiting at home.",
    author: AUTHORS.youthPastor,
    image: "light-exam-season-prayer-guide",
    category: "youth",
    tags: ["prayer", "education"],
    quote: "Study as if everything depends on you, and pray as if everything depends on God.",
    publishedAt: "2026-10-19T07:00:00.000Z",
    content: `<p>This week thousands of young people across Zimbabwe begin their ZIMSEC O and A Level exams, among them forty-one students from our own church family. Whether you are writing, teaching or waiting at home, this guide is for you.</p>
<blockquote><p>“Do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God. And the peace of God, which transcends all understanding, will guard your hearts and your minds in Christ Jesus.”</p><p>— Philippians 4:6–7 (NIV)</p></blockquote>
<h2>For students</h2>
<ul>
<li><strong>Sleep.</strong> Your memory works best after a full night’s rest, not after an all-nighter.</li>
<li><strong>Eat breakfast</strong>, even if it is only porridge and tea.</li>
<li><strong>Pack the night before:</strong> candidate number, pens, calculator, ruler and a bottle of water.</li>
<li><strong>Read each question twice</strong> before you start to write.</li>
<li><strong>Leave each paper behind</strong> when you walk out. You cannot rewrite it; prepare for the next one.</li>
</ul>
<h2>A prayer for the morning of an exam</h2>
<p>Lord, thank You for the mind You have given me and for every lesson I have learned. Calm my heart, clear my thinking and help me remember what I have studied. Help me to be honest, to do my best, and to trust You with the result. Amen.</p>
<h2>For parents</h2>
<ol>
<li>Pray for your child by name every morning of the exams.</li>
<li>Keep the house calm; this is not the season for big family arguments.</li>
<li>Tell your child that your love does not depend on their results.</li>
</ol>
<p>On Sunday we will pray over every student writing exams this term. Students, please come to the front after the sermon.</p>`,
  },
  {
    slug: "planting-season-prayer-for-the-rains",
    title: "Planting Season: A Prayer for the Rains",
    excerpt:
      "The first rains have come to Harare and families across Zimbabwe are planting. Join us in praying for good rains and a good harvest.",
    author: AUTHORS.seniorPastor,
    image: "tree-planting-season-first-rains",
    category: "faith-and-devotion",
    tags: ["prayer", "community"],
    quote: "Every seed in the ground is an act of faith. Every farmer in Zimbabwe preaches a sermon on hope.",
    publishedAt: "2026-11-09T06:30:00.000Z",
    content: `<p>There is no smell like the first rain on dry Harare soil. Within days of the first storms, the city is green again, and across the country families are out in their fields with hoes and seed, planting maize, groundnuts and beans.</p>
<p>Many in our congregation still farm, or support relatives who do. A good season means food on the table and school fees paid. A poor one can set a family back for years, as the drought of 2024 reminded us.</p>
<blockquote><p>“As long as the earth endures, seedtime and harvest, cold and heat, summer and winter, day and night will never cease.”</p><p>— Genesis 8:22 (NIV)</p></blockquote>
<h2>How to pray this season</h2>
<ul>
<li>For steady, well-spaced rains across every province, without floods or hail.</li>
<li>For farmers to have seed, fertiliser and the strength to work their land.</li>
<li>For wisdom for agricultural officers and the nation’s leaders.</li>
<li>For those who have no land, that they would find work and provision.</li>
<li>For gratitude, so that we do not forget to give thanks when the harvest comes.</li>
</ul>
<h2>Seed Sunday</h2>
<p>On Sunday 22 November we will hold our annual Seed Sunday. Bring a handful of the seed you are planting, or a packet from the shop, and we will pray over it together. Seed brought by those who have no field to plant will go to families in Domboshava through our outreach team.</p>
<p>May the God who sends the rain bless the work of your hands this season.</p>`,
  },
  {
    slug: "carols-2026-save-the-date",
    title: "Carols 2026: Save the Date",
    excerpt:
      "Plans for this year’s carol service in Africa Unity Square. Not for publication until the city confirms the permit.",
    author: AUTHORS.deaconess,
    image: "candle-carols-2026-planning",
    category: "church-news",
    tags: ["christmas"],
    publishedAt: "2026-11-19T08:00:00.000Z",
    status: "draft",
    content: `<p>After last year’s wonderful evening in Africa Unity Square, we are planning to return on Saturday 19 December 2026. We are waiting for the City of Harare to confirm the permit before we announce it.</p>
<blockquote><p>“For to us a child is born, to us a son is given, and the government will be on his shoulders. And he will be called Wonderful Counsellor, Mighty God, Everlasting Father, Prince of Peace.”</p><p>— Isaiah 9:6 (NIV)</p></blockquote>
<h2>Still to confirm</h2>
<ul>
<li>The permit and the time.</li>
<li>Sound equipment and a generator.</li>
<li>Volunteers for candles, first aid and stewarding.</li>
</ul>`,
  },
];
