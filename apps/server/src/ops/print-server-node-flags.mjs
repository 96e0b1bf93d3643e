// `node print-server-node-flags.mjs`: prints the node flags that run the server under this
// environment (heap-ceiling.mjs), for a command that starts it from a shell (the Docker image's).
import { serverNodeFlags } from "./heap-ceiling.mjs";

process.stdout.write(`${serverNodeFlags().join(" ")}\n`);
