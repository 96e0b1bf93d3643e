import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR (docs/api.md). */
export function loadOrCreateSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, "jwt-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600 });
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}

/** Random URL-safe token, and the SHA-256 we store in its place (reset links, upload URLs). */
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString("base64url");
export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
