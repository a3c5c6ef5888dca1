/**
 * The security headers every response carries, wherever the site is served. One policy, so
 * the Node server and any other host configuration cannot drift apart.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No other site may frame these pages (clickjacking); X-Frame-Options for older browsers.
  "Content-Security-Policy": "frame-ancestors 'self'",
  "X-Frame-Options": "SAMEORIGIN",
};
