import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/ui";

export default {} satisfies AreaCatalog<typeof en>;
