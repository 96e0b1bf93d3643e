import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/share";

export default {} satisfies AreaCatalog<typeof en>;
