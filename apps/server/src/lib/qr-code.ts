import QRCode from "qrcode";

/**
 * A QR code as its dark modules, for drawing it as vectors (a PDF's rectangles, an SVG path)
 * rather than as a scaled bitmap, so it stays sharp at any print size. Level M survives a crease
 * or a smudge on a printed notice and keeps a memorial URL at a size a phone reads from a metre.
 */
export type QrMatrix = { size: number; isDark: (row: number, column: number) => boolean };

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The dark modules as one SVG path of unit squares, in a `size` x `size` viewBox. */
export function qrSvgPath(matrix: QrMatrix): string {
  let d = "";
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) if (matrix.isDark(row, column)) d += `M${column} ${row}h1v1h-1z`;
  }
  return d;
}
