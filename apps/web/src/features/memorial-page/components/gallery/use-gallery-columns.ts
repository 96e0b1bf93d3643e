import { useEffect, useState } from "react";
import { columnsForWidth } from "./gallery-columns";

/** The gallery's column count for the window's current width, following resizes. */
export function useGalleryColumns(): number {
  const [columns, setColumns] = useState(() => columnsForWidth(window.innerWidth));
  useEffect(() => {
    const update = () => setColumns(columnsForWidth(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return columns;
}
