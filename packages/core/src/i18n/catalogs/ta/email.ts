import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/email";

export default {} satisfies AreaCatalog<typeof en>;
