// `npm start`: build the app if the build is missing or older than the sources, then run the server.
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const stamp = "dist/.build-stamp";
const inputs = ["src", "content", "public", "index.html", "package-lock.json", "vite.config.ts"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...inputs.map(newest)) > built) {
  console.log("Building the app (first start, or the sources changed)…");
  execSync("npm run build --silent", { stdio: "inherit" });
  execSync(`node -e "require('fs').writeFileSync('${stamp}', new Date().toISOString())"`);
}

const server = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
