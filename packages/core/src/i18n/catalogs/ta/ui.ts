import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/ui";

export default {
  "ui.loading": "ஏற்றப்படுகிறது",
  "ui.tryAgain": "மீண்டும் முயலுங்கள்",
  "ui.showPassword": "{label} — காட்டு",
  "ui.hidePassword": "{label} — மறை",
} satisfies AreaCatalog<typeof en>;
