import { CATEGORIES, EVENT_TYPES, PLACES, type Category, type Place } from "@kma/core/enums";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { buildPostFields } from "../test/factories";

/**
 * Realistic memorial data for the demo seed, the benchmark and the index tests: Sri Lankan
 * Tamil names, the six places of Home's PLACE chips, every category. Deterministic: the same
 * `random` gives the same people.
 */

/** A small seeded PRNG (mulberry32): demo data and benchmarks are the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

export const MALE_NAMES = [
  "Sivakumar",
  "Tharmalingam",
  "Kanagaratnam",
  "Sellathurai",
  "Ponnambalam",
  "Arumugam",
  "Balasingham",
  "Chelliah",
  "Ganeshalingam",
  "Jeyakumar",
  "Kandasamy",
  "Mahalingam",
  "Paramanathan",
  "Ratnasingam",
  "Selvarajah",
  "Sivapalan",
  "Thillainathan",
  "Vijayakumar",
  "Yogarajah",
  "Rajendran",
  "Sritharan",
  "Kumaraswamy",
  "Sabaratnam",
  "Ilango",
  "Thambirajah",
  "Ravindran",
  "Pathmanathan",
  "Nagalingam",
  "Easwaran",
  "Shanmuganathan",
] as const;

export const FEMALE_NAMES = [
  "Kamalambikai",
  "Pushpavathy",
  "Sarojini",
  "Thangamma",
  "Parvathy",
  "Rasamma",
  "Vasanthi",
  "Sivakami",
  "Manonmani",
  "Nageswary",
  "Yogeswary",
  "Thilagavathy",
  "Rajeswary",
  "Kanagambikai",
  "Mangaiyarkarasi",
  "Selvanayaki",
  "Leelavathy",
  "Sakuntala",
  "Jeyaletchumi",
  "Vijayaluxmy",
  "Pathmini",
  "Suganthi",
  "Kalaivani",
  "Annapoorani",
] as const;

/** Some families write the name in Tamil script too: these go into the Tamil first name of some bulk memorials, so Tamil prefixes are searched. */
export const TAMIL_NAMES: Record<string, string> = {
  Sivakumar: "சிவகுமார்",
  Tharmalingam: "தர்மலிங்கம்",
  Kanagaratnam: "கனகரத்தினம்",
  Sellathurai: "செல்லத்துரை",
  Ponnambalam: "பொன்னம்பலம்",
  Arumugam: "ஆறுமுகம்",
  Balasingham: "பாலசிங்கம்",
  Chelliah: "செல்லையா",
  Ganeshalingam: "கணேசலிங்கம்",
  Jeyakumar: "ஜெயகுமார்",
  Kandasamy: "கந்தசாமி",
  Mahalingam: "மகாலிங்கம்",
  Paramanathan: "பரமநாதன்",
  Selvarajah: "செல்வராஜா",
  Sivapalan: "சிவபாலன்",
  Kamalambikai: "கமலாம்பிகை",
  Pushpavathy: "புஷ்பவதி",
  Sarojini: "சரோஜினி",
  Thangamma: "தங்கம்மா",
  Parvathy: "பார்வதி",
  Vasanthi: "வசந்தி",
  Sivakami: "சிவகாமி",
  Manonmani: "மனோன்மணி",
  Kalaivani: "கலைவாணி",
  Annapoorani: "அன்னபூரணி",
};

/** Tamil families pass the father's name on as the surname. */
export const SURNAMES = [
  "Thevarajah",
  "Sinnathurai",
  "Nadarajah",
  "Kandiah",
  "Ponnuthurai",
  "Velupillai",
  "Sivasubramaniam",
  "Kanagasabai",
  "Thambiah",
  "Murugesu",
  "Shanmugam",
  "Rasiah",
  "Balasubramaniam",
  "Kumarasamy",
  "Mylvaganam",
  "Somasundaram",
  "Thiruchelvam",
  "Vairamuthu",
  "Kathirgamanathan",
  "Sivalingam",
  "Navaratnam",
  "Ratnam",
  "Arulampalam",
  "Yogalingam",
] as const;

/** Where people were born and died: each of Home's six places with its towns, city and country. */
export const PLACE_TOWNS: Record<Place, { towns: readonly string[]; city: string; country: string; cities?: readonly string[] }> = {
  Jaffna: { towns: ["Nallur", "Kokuvil", "Chunnakam", "Kopay", "Point Pedro", "Tellippalai", "Manipay", "Vaddukoddai"], city: "Jaffna", country: "Sri Lanka" },
  Kilinochchi: { towns: ["Paranthan", "Akkarayan", "Poonakary", "Pallai", "Iranamadu"], city: "Kilinochchi", country: "Sri Lanka" },
  Canada: { towns: ["Scarborough", "Markham", "Ajax", "Brampton", "Pickering"], city: "Toronto", country: "Canada", cities: ["Toronto", "Montreal", "Ottawa"] },
  Germany: {
    towns: ["Altstadt", "Kalk", "Nordstadt", "Bockum-Hövel"],
    city: "Essen",
    country: "Germany",
    cities: ["Essen", "Dortmund", "Hamm", "Berlin", "Düsseldorf"],
  },
  "United Kingdom": {
    towns: ["East Ham", "Harrow", "Wembley", "Tooting", "Croydon"],
    city: "London",
    country: "United Kingdom",
    cities: ["London", "Birmingham", "Leicester"],
  },
  Switzerland: {
    towns: ["Oerlikon", "Bümpliz", "Kleinbasel", "Pâquis"],
    city: "Zürich",
    country: "Switzerland",
    cities: ["Zürich", "Bern", "Basel", "Genève"],
  },
};

const NICKNAMES: Record<string, string> = {
  Sivakumar: "Siva",
  Tharmalingam: "Tharma",
  Kanagaratnam: "Kanagu",
  Sellathurai: "Sella",
  Ponnambalam: "Ponnu",
  Balasingham: "Bala",
  Jeyakumar: "Jeyam",
  Kandasamy: "Kandu",
  Mahalingam: "Maha",
  Selvarajah: "Selva",
  Vijayakumar: "Vijay",
  Kamalambikai: "Kamala",
  Pushpavathy: "Pushpam",
  Thangamma: "Thangam",
  Manonmani: "Mano",
  Rajeswary: "Raji",
  Selvanayaki: "Selvi",
  Vijayaluxmy: "Viji",
  Annapoorani: "Poorani",
};

const CATEGORY_WEIGHTS: Array<[Category, number]> = [
  ["Obituary", 0.4],
  ["31st Remembrance", 0.2],
  ["Year Remembrance", 0.25],
  ["Memorial Remembrance", 0.15],
];

function pickCategory(random: Random): Category {
  let r = random.next();
  for (const [category, weight] of CATEGORY_WEIGHTS) {
    if ((r -= weight) < 0) return category;
  }
  return CATEGORIES[0];
}

/** A place triple (town, city, country) in one of the six places. */
export function placeIn(random: Random, place: Place) {
  const p = PLACE_TOWNS[place];
  return { town: random.pick(p.towns), city: p.cities ? random.pick(p.cities) : p.city, country: p.country };
}

const SCHOOLS = [
  "Jaffna Hindu College",
  "Vembadi Girls' High School",
  "Jaffna Central College",
  "Kokuvil Hindu College",
  "Chundikuli Girls' College",
  "Hartley College",
  "Kilinochchi Central College",
  "St. John's College, Jaffna",
];
const UNIVERSITIES = ["University of Jaffna", "University of Peradeniya", "University of Colombo", "University of Toronto", ""];
const CAREERS = [
  "Teacher of mathematics for thirty-two years",
  "Postmaster in Chunnakam and later Kopay",
  "Ayurvedic physician who never turned a patient away",
  "Farmer of paddy and onions in the Iranamadu tank lands",
  "Accountant at the Jaffna Cooperative Society",
  "Nurse at the Jaffna Teaching Hospital",
  "Owner of a small textile shop on Kasthuriyar Road",
  "Civil engineer with the Irrigation Department",
  "Headmistress of a village primary school",
  "Chef and restaurant owner in Scarborough",
];
const RELATIONS = ["Son", "Daughter", "Nephew", "Niece", "Grandson", "Granddaughter"];

const STORIES = [
  (n: string, town: string) =>
    `${n} was born in ${town} and grew up among the palmyrah palms, the eldest of six children.\n\nEvery morning began with a walk to the temple and every evening ended with stories on the verandah. Those who knew ${n} remember a generous table, a quick laugh and a firm belief that education was the one thing no one could take away.`,
  (n: string, town: string) =>
    `Born in ${town}, ${n} carried the village everywhere: in the cooking, in the songs and in the way every visitor was treated as family.\n\nIn later years, far from home, ${n} kept the family together through long letters and longer phone calls. We will miss the wisdom, the patience and the unforgettable vadai.`,
  (n: string, town: string) =>
    `${n} left ${town} with little more than a suitcase and built a new life with courage and hard work.\n\nA devoted parent and grandparent, ${n} found the greatest joy in festivals when the whole family gathered. The house was never quiet and never without food.\n\nMay ${n}'s soul rest in peace.`,
];

const FUNERAL_HALLS: Record<string, string> = {
  "Sri Lanka": "Family residence, Temple Road",
  Canada: "Chapel Ridge Funeral Home, 8911 Woodbine Ave, Markham",
  Germany: "Friedhof Kapelle, Essen",
  "United Kingdom": "Co-op Funeralcare, High Street North, East Ham",
  Switzerland: "Friedhof Nordheim, Zürich",
};

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * One complete, publishable memorial: a name, a birth in Jaffna or Kilinochchi (mostly),
 * a death in any of the six places, dates, schools, career, family, events and creator.
 * `images` come from the caller (uploads in the seed, placeholders elsewhere).
 */
export type DemoPostChoices = {
  person?: { firstname: string; lastname: string; gender: "Male" | "Female" };
  category?: Category;
  deathPlace?: Place;
};

export function demoPostFields(
  random: Random,
  images: { profilebanner: string; memoriwallimages: string[]; backgroundimage: string },
  choices: DemoPostChoices = {},
): PostFields {
  const female = choices.person ? choices.person.gender === "Female" : random.next() < 0.45;
  const firstname = choices.person?.firstname ?? random.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const lastname = choices.person?.lastname ?? random.pick(SURNAMES);
  const birthPlace = random.next() < 0.8 ? random.pick(["Jaffna", "Jaffna", "Kilinochchi"] as const) : random.pick(PLACES);
  const deathPlace = choices.deathPlace ?? (random.next() < 0.35 ? birthPlace : random.pick(PLACES));
  const born = placeIn(random, birthPlace);
  const died = deathPlace === birthPlace ? { ...born, town: random.pick(PLACE_TOWNS[deathPlace].towns) } : placeIn(random, deathPlace);
  const birthyear = random.int(1928, 1972);
  const [deathdate, deathmonth] = [random.int(1, 28), random.int(1, 12)];
  const thisYear = new Date().getUTCFullYear();
  const year = random.int(Math.max(birthyear + 40, thisYear - 9), thisYear);
  // Never a death in the future: this year's date that has not come yet moves a year back.
  const deathyear = Date.UTC(year, deathmonth - 1, deathdate) > Date.now() - 2 * 86_400_000 ? year - 1 : year;
  const funeral = `${pad(Math.min(deathdate + 4, 28))}/${pad(deathmonth)}/${deathyear}`;
  const childName = `${random.pick(random.next() < 0.5 ? MALE_NAMES : FEMALE_NAMES)} ${firstname}`;
  const relation = random.pick(RELATIONS);
  const mobile =
    died.country === "Canada"
      ? `+1 416 555 ${random.int(1000, 9999)}`
      : died.country === "Sri Lanka"
        ? `+94 77 ${random.int(100, 999)} ${random.int(1000, 9999)}`
        : `+44 7700 ${random.int(100000, 999999)}`;
  const hall = FUNERAL_HALLS[died.country] ?? FUNERAL_HALLS["Sri Lanka"];
  return buildPostFields({
    title: choices.category ?? pickCategory(random),
    firstname,
    lastname,
    nickname: NICKNAMES[firstname] ?? "",
    gender: female ? "Female" : "Male",
    birthdate: String(random.int(1, 28)),
    birthmonth: String(random.int(1, 12)),
    birthyear: String(birthyear),
    deathdate: String(deathdate),
    deathmonth: String(deathmonth),
    deathyear: String(deathyear),
    birthplace: born.town,
    birthcity: born.city,
    birthcountry: born.country,
    deathplace: died.town,
    deathcity: died.city,
    deathcountry: died.country,
    primaryschool: `${born.town} Primary School`,
    highschool: random.pick(SCHOOLS),
    university: random.pick(UNIVERSITIES),
    career: random.pick(CAREERS),
    funeralservicedate: funeral,
    funeralservicestarttime: "10:00 AM",
    funeralserviceendtime: "1:00 PM",
    funeraladdress: hall,
    virtualurl: random.next() < 0.3 ? "https://www.youtube.com/@keepmemoriesalive" : "",
    contactname: childName,
    contactrelationship: relation,
    contactcontactnumber: mobile,
    memorywall: random.pick(STORIES)(firstname, born.town),
    ...images,
    postcreatorname: childName,
    postcreatorrelationship: relation,
    postcreatorcontactnumber: mobile,
    postcreatoremail: `${childName.split(" ")[0].toLowerCase()}@example.org`,
    survivingmembers: [
      { survivingmembername: childName, survivingmemberrelationship: relation, survivingmembermobilenumber: mobile },
      ...(random.next() < 0.6
        ? [
            {
              survivingmembername: `${random.pick(female ? MALE_NAMES : FEMALE_NAMES)} ${lastname}`,
              survivingmemberrelationship: female ? "Husband" : "Wife",
              survivingmembermobilenumber: mobile,
            },
          ]
        : []),
    ],
    predeceasedmembers:
      random.next() < 0.5 ? [{ predeceasedmembername: `${random.pick(MALE_NAMES)} ${lastname}`, predeceasedmemberrelationship: "Brother" }] : [],
    events:
      random.next() < 0.7
        ? [{ eventname: random.pick(EVENT_TYPES), eventdate: funeral, eventstarttime: "5:00 PM", eventendtime: "9:00 PM", eventaddress: hall }]
        : [],
  });
}

/** When a memorial of this kind is usually published, after the death. */
export function publishedAfterDeath(post: Pick<PostFields, "title" | "deathyear" | "deathmonth" | "deathdate">, random: Random, now: number): Date {
  const death = Date.UTC(Number(post.deathyear), Number(post.deathmonth) - 1, Number(post.deathdate));
  const delay =
    { Obituary: random.int(1, 6), "31st Remembrance": random.int(28, 31), "Year Remembrance": 365 - random.int(0, 10) }[post.title] ?? random.int(2, 5) * 365;
  const at = death + delay * 86_400_000 + random.int(7, 20) * 3_600_000;
  return new Date(Math.min(at, now - random.int(2, 600) * 3_600_000));
}

export const COMMENTS = [
  "He taught me to ride a bicycle on the lanes of Nallur. I will never forget his patience.",
  "She fed every child in the street as if they were her own. Rest in peace, Amma.",
  "A true gentleman. Our family will always remember your kindness during the hard years.",
  "We shared a classroom for six years and a friendship for sixty. Goodbye, my dear friend.",
  "Your laughter filled every wedding and every festival. The house feels empty without you.",
  "Thank you for the letters you wrote to us in Toronto. We kept every one of them.",
  "My deepest condolences to the family. May the soul rest in eternal peace.",
  "Whenever we visited, there was fresh mango and a long story waiting. We miss you.",
];
export const REPLIES = [
  "Thank you for these words. He spoke of you often.",
  "So true. Those were beautiful days.",
  "Thank you for remembering her with us.",
  "Yes! And he always won at carrom.",
];
export const TRIBUTES = [
  "Om Shanti. Forever in our hearts.",
  "With deepest sympathy from the Kandiah family, London.",
  "A life beautifully lived. Rest in peace.",
  "Forever remembered by your students of 1985.",
  "May your soul attain Moksha. Our prayers are with the family.",
  "Gone from our sight, but never from our hearts.",
];
export const VISITORS = [
  { firstName: "Anita", lastName: "Rajan", place: "Colombo", email: "anita.rajan@example.org", mobile: "+94 77 123 4567" },
  { firstName: "Kavin", lastName: "Sivalingam", place: "Scarborough", email: "kavin.s@example.org", mobile: "+1 416 555 2233" },
  { firstName: "Meena", lastName: "Thurairajah", place: "Harrow", email: "meena.t@example.org", mobile: "+44 7700 900123" },
  { firstName: "Prakash", lastName: "Velauthapillai", place: "Zürich", email: "prakash.v@example.org", mobile: "+41 79 555 1234" },
  { firstName: "Lakshmi", lastName: "Ganesan", place: "Essen", email: "lakshmi.g@example.org", mobile: "+49 151 5551 2345" },
];
