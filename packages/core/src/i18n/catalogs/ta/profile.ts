import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/profile";

export default {} satisfies AreaCatalog<typeof en>;
