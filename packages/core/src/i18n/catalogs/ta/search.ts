import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/search";

export default {} satisfies AreaCatalog<typeof en>;
