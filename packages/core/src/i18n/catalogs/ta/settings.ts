import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/settings";

export default {} satisfies AreaCatalog<typeof en>;
