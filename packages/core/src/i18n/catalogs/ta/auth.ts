import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/auth";

export default {} satisfies AreaCatalog<typeof en>;
