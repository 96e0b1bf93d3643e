// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (which proxies /api).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
