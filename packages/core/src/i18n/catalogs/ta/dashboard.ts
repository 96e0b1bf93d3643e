import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/dashboard";

export default {} satisfies AreaCatalog<typeof en>;
