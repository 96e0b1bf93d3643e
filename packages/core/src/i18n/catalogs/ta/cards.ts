import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/cards";

export default {} satisfies AreaCatalog<typeof en>;
