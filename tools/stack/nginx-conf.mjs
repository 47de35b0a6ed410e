/**
 * nginx as the TLS-less stand-in for a cloud load balancer in front of the API replicas.
 *
 * Retries, and why they are safe: `proxy_next_upstream error timeout` moves a request to the next replica
 * when nginx could not connect (refused: the replica is restarting) or timed out connecting. nginx never
 * re-sends a POST, PATCH or LOCK it has already written to a replica (no `non_idempotent`), so a write
 * that reached a draining replica completes there and is answered from there; a connection refused
 * carried nothing, so any method is retried. No upstream keep-alive: every proxied request has its own
 * connection, so nginx never writes a request onto an idle connection the replica is closing.
 *
 * nginx's own errors (502: the replica died with the request; 504: it did not answer in time) become a
 * 503 with Retry-After in the request's language, as the API's own 503s are: JSON for the site's client
 * and API callers, a small page for a browser's navigation. An answer the API itself made passes unchanged
 * (no `proxy_intercept_errors`).
 */
import { apiMessages } from '../../services/api/dist/i18n/messages.js';

const RETRY_AFTER_SECONDS = 5;

/** A string for an nginx config, single-quoted with the config's own escapes (nginx expands `$` even there). */
function nginxQuoted(text) {
  if (text.includes('$')) throw new Error(`nginx would read a variable in: ${text}`);
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

function unavailableBodies(locale) {
  const message = apiMessages[locale]['api.gatewayLost'];
  const json = JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message } });
  const html =
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${message}</title><main style="font:1.25rem/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem"><p>${message}</p>` +
    // An empty href is this same address: the page is loaded again.
    `<p><a href="" style="display:inline-block;padding:0.75rem 1rem;min-height:44px">${apiMessages[locale]['api.gatewayLost.tryAgain']}</a></p></main></html>`;
  return { json, html };
}

/** The internal page nginx answers with for one format (`error_page`); the body comes from the maps. */
function unavailableLocation(format, mediaType) {
  return `    location = /.reentry-unavailable/${format} {
      internal;
      default_type "${mediaType}; charset=utf-8";
      add_header Retry-After ${RETRY_AFTER_SECONDS} always;
      add_header Cache-Control no-store always;
      add_header Vary "Accept, Accept-Language" always;
      add_header X-Request-Id $reentry_request_id always;
      return 503 $reentry_unavailable_${format};
    }`;
}

/** The map from the request's language (Accept-Language, as the API reads it: es or en) to each body. */
function bodyMaps() {
  const lines = (format) =>
    Object.keys(apiMessages)
      .map((locale) => `    ${locale} ${nginxQuoted(unavailableBodies(locale)[format])};`)
      .join('\n');
  return `  map $http_accept_language $reentry_lang {
    "~*^\\s*es" es;
    default en;
  }
  map $reentry_lang $reentry_unavailable_json {
${lines('json')}
  }
  map $reentry_lang $reentry_unavailable_html {
${lines('html')}
  }
  # A browser's navigation gets the page; fetch calls and API clients get JSON.
  map $http_accept $reentry_unavailable_format {
    "~*text/html" html;
    default json;
  }`;
}

/** @param {{ prefix: string, listenPort: number, replicas: { port: number, down?: boolean }[], runAsRoot: boolean }} options */
export function nginxConf({ prefix, listenPort, replicas, runAsRoot }) {
  const servers = replicas
    .map(({ port, down }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down ? ' down' : ''};`)
    .join('\n');
  return `# Written by tools/stack/nginx-conf.mjs for the local replica stack.
${runAsRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events { worker_connections 1024; }

http {
  server_tokens off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;

  # The request id: the client's if it looks like one, else nginx's own (32 hex digits). The same id is
  # in this access log, in the header the replica receives (and logs), and in the response.
  map $http_x_request_id $reentry_request_id {
    "~^[A-Za-z0-9._:-]{1,128}$" $http_x_request_id;
    default $request_id;
  }
  log_format reentry_json escape=json '{"time":"$time_iso8601","requestId":"$reentry_request_id",'
    '"remoteAddr":"$remote_addr","method":"$request_method","uri":"$request_uri","status":$status,'
    '"upstream":"$upstream_addr","upstreamStatus":"$upstream_status","seconds":$request_time}';
  access_log ${prefix}/access.log reentry_json;

${bodyMaps()}

  upstream reentry_api {
${servers}
  }

  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 1m;

    location / {
      proxy_pass http://reentry_api;
      proxy_set_header Host $http_host;
      # First hop: overwrite what a client sent (the API trusts exactly one hop, TRUST_PROXY=1).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $reentry_request_id;
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $reentry_request_id always;

      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
      error_page 502 504 =503 /.reentry-unavailable/$reentry_unavailable_format;
    }

${unavailableLocation('json', 'application/json')}
${unavailableLocation('html', 'text/html')}
  }
}
`;
}
