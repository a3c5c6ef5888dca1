/**
 * The day the tests see, at build time (SITE_TODAY) and in the browser (Playwright's clock), so
 * that dated notices look the same whatever day the tests run: the fall banner and sign-ups are
 * open, the missions conference is ahead. Tests of what happens before or after a notice's dates
 * move the browser's clock themselves.
 */
export const testDay = "2026-08-20";

/** Noon of the test day in the church's time zone (Eastern Daylight Time in August). */
export const testNoon = new Date(`${testDay}T12:00:00-04:00`);
