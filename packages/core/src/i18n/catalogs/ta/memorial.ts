import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/memorial";

export default {} satisfies AreaCatalog<typeof en>;
