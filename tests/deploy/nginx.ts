/**
 * nginx for the deploy tests: deploy/nginx/tafel.conf as it is, with only its ports, paths and upstreams replaced,
 * run in the foreground from a temp folder with a self-signed certificate; and HTTPS requests to it that verify
 * that certificate and can leave from a chosen loopback address (127.0.0.2 and 127.0.0.3 are two clients).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { join } from 'node:path';
import { connect } from 'node:net';

export const TEMPLATE_FILE = 'deploy/nginx/tafel.conf';

/** Debian's nginx, or NGINX_PATH (scripts/nginx.mjs installs it for npm test when it may). */
export const nginxPath = () => process.env.NGINX_PATH || '/usr/sbin/nginx';

/** `text` with every `from` replaced; throws when the template no longer has it, so a changed template fails loudly. */
export function replaceAll(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`${TEMPLATE_FILE} no longer contains ${JSON.stringify(from)}`);
  return text.replaceAll(from, to);
}

/**
 * The first top-level block of nginx configuration `text` that starts with `head` and contains `marker`, braces
 * matched.
 * @example blockOf('a { b; }\nserver { ssl_certificate x; }', 'server {', 'ssl_certificate') //=> 'server { ssl_certificate x; }'
 */
export function blockOf(text: string, head: string, marker: string): string {
  for (let start = text.indexOf(head); start !== -1; start = text.indexOf(head, start + 1)) {
    let depth = 0;
    for (let index = text.indexOf('{', start); index < text.length; index += 1) {
      if (text[index] === '{') depth += 1;
      if (text[index] === '}' && --depth === 0) {
        const block = text.slice(start, index + 1);
        if (block.includes(marker)) return block;
        break;
      }
    }
  }
  throw new Error(`${TEMPLATE_FILE} has no block ${head} with ${marker}`);
}

export interface NginxPorts {
  http: number;
  https: number;
  /** The two server processes, the template's 3001 and 3002. */
  upstreams: [number, number];
  /** One more HTTPS port for each process alone: the template's TLS server block, sending to that process only. */
  alone: [number, number];
}

/**
 * The template made runnable in `dir`: listening on loopback ports, the certificate, cache and log in `dir`, and the
 * TLS server block repeated once per process (`alone`) with an upstream of that process only.
 */
export function renderTemplate(template: string, dir: string, ports: NginxPorts): string {
  let text = template
    .split('\n')
    .filter((line) => !line.trim().startsWith('listen [::]'))
    .join('\n');
  text = replaceAll(text, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  text = replaceAll(text, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  text = replaceAll(text, '127.0.0.1:3001', `127.0.0.1:${ports.upstreams[0]}`);
  text = replaceAll(text, '127.0.0.1:3002', `127.0.0.1:${ports.upstreams[1]}`);
  text = replaceAll(text, '/etc/letsencrypt/live/reserveren.example.nl/fullchain.pem', join(dir, 'cert.pem'));
  text = replaceAll(text, '/etc/letsencrypt/live/reserveren.example.nl/privkey.pem', join(dir, 'key.pem'));
  text = replaceAll(text, '/var/cache/nginx/tafel', join(dir, 'cache'));
  text = replaceAll(text, '/var/log/nginx/tafel.access.log', join(dir, 'access.log'));
  const tls = blockOf(text, 'server {', 'ssl_certificate');
  const alone = ports.upstreams.map((upstream, n) => {
    const name = `tafel_alone_${n}`;
    const block = replaceAll(
      replaceAll(tls, `listen 127.0.0.1:${ports.https} `, `listen 127.0.0.1:${ports.alone[n]} `),
      'proxy_pass http://tafel;',
      `proxy_pass http://${name};`,
    );
    return `upstream ${name} {\n    server 127.0.0.1:${upstream};\n}\n\n${block}`;
  });
  return [text, ...alone].join('\n\n');
}

/** The main configuration around the site file, everything nginx writes kept in `dir`. */
function mainConfig(dir: string): string {
  const isRoot = process.getuid?.() === 0;
  return [
    // Workers as root: they write the cache and temp files in the test's private folder.
    ...(isRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'events { worker_connections 512; }',
    'http {',
    '    default_type application/octet-stream;',
    `    client_body_temp_path ${join(dir, 'body')};`,
    `    proxy_temp_path ${join(dir, 'proxy')};`,
    `    include ${join(dir, 'tafel.conf')};`,
    '}',
  ].join('\n');
}

/** A self-signed certificate for reserveren.example.nl and 127.0.0.1 in `dir` (cert.pem, key.pem); its PEM. */
export function selfSignedCertificate(dir: string): string {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=reserveren.example.nl',
      '-addext',
      'subjectAltName=DNS:reserveren.example.nl,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return readFileSync(join(dir, 'cert.pem'), 'utf8');
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Nginx {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Writes the configuration into `dir`, checks it with `nginx -t`, and runs nginx in the foreground. */
export async function startNginx(dir: string, site: string, ports: NginxPorts): Promise<Nginx> {
  for (const folder of ['cache', 'body', 'proxy']) mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, 'tafel.conf'), site);
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  execFileSync(nginxPath(), [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const child = spawn(nginxPath(), [...args, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 10_000;
  while (!(await listening(ports.https))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const hasNginx = () => existsSync(nginxPath());

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface HttpsOptions {
  port: number;
  ca: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address the request leaves from: the client nginx sees. */
  from?: string;
}

function send(
  options: HttpsOptions,
  onResponse: (response: IncomingMessage) => void,
  onError: (error: Error) => void,
) {
  const req = request({
    host: '127.0.0.1',
    port: options.port,
    method: options.method ?? 'GET',
    path: options.path,
    ca: options.ca,
    agent: false,
    ...(options.from ? { localAddress: options.from } : {}),
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
  });
  req.once('response', onResponse);
  req.once('error', onError);
  req.end(options.body);
}

/** One HTTPS request on a new connection, its whole answer. */
export function https(options: HttpsOptions): Promise<Answer> {
  return new Promise((resolve, reject) =>
    send(
      options,
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
        response.once('error', reject);
      },
      reject,
    ),
  );
}

/**
 * An HTTPS request whose answer is a stream: its status, and what it has said so far, as it comes. Fails when its
 * headers take more than 5 s (a proxy that buffers the stream holds them back too).
 */
export function httpsStream(
  options: HttpsOptions,
): Promise<{ status: number; said(): string; close(): void }> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`no answer from ${options.path} within 5 s`)), 5000);
    send(
      options,
      (response) => {
        let said = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          said += chunk;
        });
        response.on('error', () => undefined);
        resolve({ status: response.statusCode ?? 0, said: () => said, close: () => response.destroy() });
      },
      reject,
    );
  });
}
