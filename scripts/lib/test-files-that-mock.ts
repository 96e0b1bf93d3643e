import fs from "node:fs";
import path from "node:path";

/**
 * The test files below `root`/src that replace a module (`vi.mock`, `vi.doMock`), as paths
 * relative to `root`. Both workspaces' Vitest configs run every other file sharing its worker's
 * loaded modules and load these afresh. They are found by reading the files, so a new file that
 * mocks cannot end up sharing by mistake.
 */
export function testFilesThatMock(root: string): string[] {
  return fs
    .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join("/")}`)
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), "utf8")));
}
