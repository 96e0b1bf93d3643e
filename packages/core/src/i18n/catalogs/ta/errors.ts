import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/errors";

export default {} satisfies AreaCatalog<typeof en>;
