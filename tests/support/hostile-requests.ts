/** Characters that must never reach a Location header, as sent raw and percent-encoded. */
const dangerous: [string, string, string][] = [
  ["CR", "\r", "%0d"],
  ["LF", "\n", "%0A"],
  ["tab", "\t", "%09"],
  ["backslash", "\\", "%5c"],
  ["NUL", "\0", "%00"],
];
/**
 * Every form of address that redirects (a trailing slash, a page's file name, a doubled slash),
 * with each dangerous character in it: a header of its own (CR, LF) or another host
 * ("/\\evil.example", "/<tab>/evil.example": a browser drops the tab and reads "//").
 */
export const redirectInjections = dangerous.flatMap(([name, raw, encoded]) =>
  [raw, encoded].flatMap((c) => {
    const how = `${name}${c === raw ? "" : ` as ${encoded}`}`;
    // 400 from the Node server and nginx; but a raw line feed ends the request line where it
    // stands, so the server reads another request: the path before it, the rest as a header
    // (the Node server: /x is 404, / is 200) or no version at all (nginx: HTTP/0.9, a body
    // without a status line, 0 here). No path with a line feed in it reaches either.
    const statuses = c === "\n" ? [0, 200, 400, 404] : [400];
    return [
      { name: `${how} in a slash redirect`, target: `/x${c}Set-Cookie:%20pwned=1;%20Path=/;%20Max-Age=99999/` },
      { name: `${how} in a .html redirect`, target: `/x${c}Set-Cookie:%20pwned=1.html` },
      { name: `${how} before a host`, target: `/${c}evil.example/` },
      { name: `${how} twice before a host`, target: `/${c}${c}evil.example.html` },
      { name: `${how} after //`, target: `//${c}/evil.example` },
    ].map((injection) => ({ ...injection, statuses }));
  }),
);
