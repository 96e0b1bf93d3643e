import { emptyPostFields } from "../posts/post-rules";
import type { PostFields } from "../posts/post-shapes";

/**
 * The sample memorial the tests of every workspace start from (core's rules, the server's
 * builders, the web's fixtures, the browser tests): a complete post that every publish rule
 * passes. Tests that assert a value read it from here rather than repeating it, so the sample can
 * change in one place.
 *
 * Test data only: the import-boundaries lint rule lets only tests and test helpers import this
 * folder, so the web app's bundle never carries it.
 */
export function sampleMemorial(overrides: Partial<PostFields> = {}): PostFields {
  return {
    ...emptyPostFields(),
    title: "Obituary",
    firstname: "Sivakumar",
    lastname: "Thevarajah",
    nickname: "Siva",
    gender: "Male",
    birthdate: "12",
    birthmonth: "4",
    birthyear: "1948",
    deathdate: "3",
    deathmonth: "2",
    deathyear: "2024",
    birthplace: "Nallur",
    birthcity: "Jaffna",
    birthcountry: "Sri Lanka",
    deathplace: "Scarborough",
    deathcity: "Toronto",
    deathcountry: "Canada",
    primaryschool: "Nallur Primary School",
    highschool: "Jaffna Hindu College",
    university: "University of Peradeniya",
    career: "Mathematics teacher for thirty years",
    funeralservicedate: "10/02/2024",
    funeralservicestarttime: "10:00 AM",
    funeralserviceendtime: "1:00 PM",
    funeraladdress: "Chapel Ridge Funeral Home, Markham",
    contactname: "Priya Sivakumar",
    contactrelationship: "Daughter",
    contactcontactnumber: "+1 416 555 0199",
    memorywall: "He taught us patience.\n\nHe loved the sea at Casuarina beach.",
    // Images every instance ships, so a row built from the sample needs no upload.
    profilebanner: "/images/placeholder-portrait.png",
    backgroundimage: "/backgrounds/background-2.jpg",
    memoriwallimages: ["/images/placeholder-portrait.png"],
    postcreatorname: "Priya Sivakumar",
    postcreatorrelationship: "Daughter",
    postcreatorcontactnumber: "+1 416 555 0101",
    postcreatoremail: "priya@example.com",
    survivingmembers: [{ survivingmembername: "Priya Sivakumar", survivingmemberrelationship: "Daughter", survivingmembermobilenumber: "+1 416 555 0101" }],
    predeceasedmembers: [{ predeceasedmembername: "Kamala Sivakumar", predeceasedmemberrelationship: "Wife" }],
    events: [{ eventname: "Viewing", eventdate: "09/02/2024", eventstarttime: "5:00 PM", eventendtime: "9:00 PM", eventaddress: "Chapel Ridge Funeral Home" }],
    ...overrides,
  };
}

/** The sample's values, for a test that asserts one (a fresh copy from sampleMemorial() is for building). */
export const SAMPLE_MEMORIAL: Readonly<PostFields> = sampleMemorial();
