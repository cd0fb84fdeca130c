import 'swagger-ui-dist/swagger-ui.css';
import { serverNow, session, syncServerConfig } from '@yanye/framework/web';
import { API_PREFIX, computeSign, HEADERS, OPENAPI_PATH } from '@yanye/protocol';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js';

/**
 * The API reference for integrators (`/api-docs.html`): Swagger UI over the OpenAPI document, served from this
 * console with no CDN. "Try it out" calls are signed here as the console signs its own, with the
 * session of this browser when one is signed in to the console.
 */

interface SwaggerRequest {
  url: string;
  method: string;
  body?: unknown;
  headers: Record<string, string>;
}

/** The sign's parameters of a request: its query, and the top-level fields of a JSON body. */
function signedParams(request: SwaggerRequest): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url, window.location.origin).searchParams) params[key] = value;
  if (typeof request.body === 'string' && request.body.trim().startsWith('{')) {
    try {
      Object.assign(params, JSON.parse(request.body) as Record<string, unknown>);
    } catch {
      // Not JSON: the server will say so.
    }
  }
  return params;
}

function sign(request: SwaggerRequest): SwaggerRequest {
  if (!new URL(request.url, window.location.origin).pathname.startsWith(API_PREFIX)) return request;
  const timestamp = serverNow();
  request.headers[HEADERS.device] = 'web';
  request.headers[HEADERS.timestamp] = String(timestamp);
  request.headers[HEADERS.sign] = computeSign(signedParams(request), timestamp, __SIGN_SALT__);
  request.headers[HEADERS.lang] ??= navigator.language.slice(0, 2);
  if (session.token) {
    request.headers[HEADERS.accessToken] ??= session.token;
    request.headers[HEADERS.supplierUid] ??= session.suid;
  }
  return request;
}

// The sign's timestamp is the server's clock, as the console's own (a wrong clock here must not refuse a call).
void syncServerConfig().catch(() => undefined);

SwaggerUIBundle({
  url: OPENAPI_PATH,
  // Swagger UI would send the document to validator.swagger.io for a badge: nothing leaves this console.
  validatorUrl: null,
  dom_id: '#api-docs',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  tryItOutEnabled: false,
  requestInterceptor: sign,
});
