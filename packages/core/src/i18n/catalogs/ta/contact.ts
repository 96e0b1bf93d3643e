import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/contact";

export default {} satisfies AreaCatalog<typeof en>;
