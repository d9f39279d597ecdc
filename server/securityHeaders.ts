import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from './config';

/**
 * The headers every answer carries, the app's pages and the API alike. The policy allows only the
 * portal's own scripts; styles may be inline (components set style attributes); Firebase push talks to
 * Google's APIs when configured. A route that sets a header of its own (file downloads) keeps it.
 */
export function securityHeaders(config: ServerConfig) {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://*.googleapis.com'],
      workerSrc: ["'self'"],
      // The document viewer prints a PDF through the browser's own viewer in a frame of a blob: URL.
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // HSTS only where the portal is served over https: on plain http a browser ignores it anyway.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
  });
}
