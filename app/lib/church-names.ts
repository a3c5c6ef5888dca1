/**
 * The names a church's content gives (its own, its town's and street's, its people's, its
 * services', its preachers', its events' places), as the words they are made of: the spell check (npm run check:text) knows them
 * without their being listed in content/spelling-words.txt, so a church that writes its town's
 * name in its settings is not told to spell it a hundred times over.
 */

/** Fields that hold a name, wherever they are in the content. */
const nameFields = new Set([
  "name",
  "shortName",
  "firstName",
  "lastName",
  "city",
  "street",
  "region",
  "sermonSpeaker",
  // The preacher of a sermon of the church's feed, and the place of an event of its calendar.
  "speaker",
  "location",
]);

/** The words of every name in `content`, each once, sorted. */
export function churchNames(content: unknown): string[] {
  const words = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (!nameFields.has(key)) return;
      for (const word of value.split(/[^\p{L}\p{M}'’]+/u)) {
        const bare = word.replace(/^['’]+|['’]+$/g, "");
        if (bare.length < 2) continue;
        words.add(bare);
        // The spell check reads the parts of a name with an apostrophe as words too: O'Neill, Neill.
        for (const part of bare.split(/['’]/)) if (part.length >= 2) words.add(part);
      }
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") for (const [field, inner] of Object.entries(value)) walk(inner, field);
  };
  walk(content, "");
  return [...words].sort();
}
