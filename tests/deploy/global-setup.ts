// The deploy tests run the build: the widget as `npm run build` left it (built here when missing or stale), and the
// server bundle built afresh from this checkout (esbuild, a third of a second), each in a Node of its own.
import { execFileSync } from 'node:child_process';

export default function setup() {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
