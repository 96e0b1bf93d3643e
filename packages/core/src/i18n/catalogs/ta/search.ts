import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/search";

export default {
  "search.pageTitle": "தேடல்: {query}",
  "search.resultsFor": "<0>தேடல் முடிவுகள்:</0> “{query}”",
  "search.count": "{count, plural, one {உங்கள் தேடலுடன் # அறிவித்தல் பொருந்துகிறது.} other {உங்கள் தேடலுடன் # அறிவித்தல்கள் பொருந்துகின்றன.}}",
  "search.memorials": "அறிவித்தல்கள்",
  "search.accountsTab": "கணக்குகள்",
  "search.usersPanel": "தேடலுடன் தொடர்புடைய பயனர்கள்",
  "search.results": "தேடல் முடிவுகள்",
  "search.loadingAccounts": "கணக்குகள் ஏற்றப்படுகின்றன",
  "search.accountsFailed": "இந்தக் கணக்குகளை இப்போது காட்ட முடியவில்லை.",
} satisfies AreaCatalog<typeof en>;
