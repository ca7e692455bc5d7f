#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) and Vite with hot reload side by side.
// Vite proxies /api to the server, so the portal at the printed Vite URL talks to the real API.
import { spawn } from 'node:child_process';
import { baseEnv, ensureInstalled, root } from './lib.mjs';

await ensureInstalled();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@portal/server'], { cwd: root, stdio: 'inherit', env: { LOG_FORMAT: 'pretty', ...baseEnv } }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { cwd: root, stdio: 'inherit', env: baseEnv }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
