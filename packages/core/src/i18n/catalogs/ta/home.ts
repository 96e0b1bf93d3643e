import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/home";

export default {} satisfies AreaCatalog<typeof en>;
