/**
 * Addresses of other sites, as content and feeds give them, read by the platform's URL parser
 * and held to what a page, a header and a security policy can carry: http or https, and a host
 * that is a name as DNS writes it or an IP address. The parser takes hosts such as
 * "media.example;sandbox" or ones with a quote, which would write a directive into the policy
 * built from them (docs/decisions/006-one-security-policy.md). The content schemas hold addresses to it
 * too.
 */

/** A DNS name (the parser has already lower-cased it and written it in punycode), IPv4, or IPv6 in brackets. */
const host = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]+\])$/;

/** The address read, when it is a web address with such a host; undefined otherwise. */
export function webUrl(value: string | undefined, protocols: readonly string[] = ["https:", "http:"]): URL | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return protocols.includes(url.protocol) && host.test(url.hostname) ? url : undefined;
}

/** The address as the parser writes it (no space, quote or line break left in it), or undefined. */
export const webAddress = (value: string | undefined): string | undefined => webUrl(value)?.href;

/** The address's origin ("https://media.example"), the only part of it a policy names, or undefined. */
export const webOrigin = (value: string | undefined): string | undefined => webUrl(value)?.origin;
