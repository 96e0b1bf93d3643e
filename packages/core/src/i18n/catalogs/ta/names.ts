import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/names";

/** The deceased's name in Tamil script: the memorial form's fields (English: catalogs/en/names.ts). */
export default {
  "names.tamilFirstName": "முதற் பெயர் (தமிழில்)",
  "names.tamilLastName": "குடும்பப் பெயர் (தமிழில்)",
  "names.tamilFirstNameHint": "விரும்பினால், தமிழ் எழுத்துகளில்: எ.கா. <0>சிவகுமார்</0>",
  "names.tamilLastNameHint": "விரும்பினால்: எ.கா. <0>இராசையா</0>. ஆங்கிலப் பெயருடன் காட்டப்படும்; தேடலிலும் கிடைக்கும்.",
} satisfies AreaCatalog<typeof en>;
