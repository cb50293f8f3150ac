#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then runs
 * the server (which applies migrations, ensures the admin and loads demo data) as a child process,
 * forwarding SIGINT and SIGTERM to it and exiting with its exit code.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverProcessEnv } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'web', 'dist', 'index.html');
/** What the web build depends on: a newer file in any of these means the build is stale. */
const webInputs = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'core/src'].map((p) =>
  path.join(root, p),
);

/** Newest modification time (ms) of a file or of every file under a directory; 0 when missing. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function webBuildReason() {
  if (!fs.existsSync(builtIndex)) return 'web/dist/index.html is missing';
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  for (const input of webInputs) {
    if (newestMtime(input) > builtAt) return `${path.relative(root, input)} changed since the last build`;
  }
  return null;
}

const reason = webBuildReason();
if (reason) {
  console.log(`Comptoir: building the web app (${reason})…`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.error || build.status !== 0) {
    console.error(
      `Comptoir: the web app build failed (${build.error ? build.error.message : `exit code ${build.status}`}).`,
    );
    process.exit(build.status || 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: serverProcessEnv(process.env),
});

/** Each signal is forwarded once; the server's own handlers do the graceful shutdown. */
const forwarded = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded.has(signal) || server.exitCode !== null || server.signalCode !== null) return;
    forwarded.add(signal);
    server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Comptoir: could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: exit the conventional way (128 + signal number).
  const number = signal ? os.constants.signals[signal] : undefined;
  process.exit(typeof number === 'number' ? 128 + number : 1);
});
