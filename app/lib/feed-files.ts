/** Where `npm run feeds` keeps each feed the site settings may name (`feeds:`), for the build to read without the network. */
export const feedFiles = {
  calendar: "content/feeds/calendar.ics",
  sermons: "content/feeds/sermons.xml",
} as const;

export type FeedName = keyof typeof feedFiles;
