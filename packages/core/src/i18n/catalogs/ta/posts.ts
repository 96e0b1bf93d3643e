import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/posts";

export default {} satisfies AreaCatalog<typeof en>;
