/**
 * The days of the week, Sunday first (as Date's getDay counts them). A file of its own, without
 * the schema library, because the page script reads it too (app/lib/service-clock.ts).
 */
export const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof weekdays)[number];
