import type { AreaCatalog } from "../../catalog-types";
import type en from "../en/footer";

export default {} satisfies AreaCatalog<typeof en>;
