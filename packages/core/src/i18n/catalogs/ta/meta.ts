import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/meta";

export default {} satisfies AreaCatalog<typeof en>;
