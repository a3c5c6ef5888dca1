/**
 * Under `react-router dev` only (app/root.tsx): pages have no router to refresh their data, so a
 * change to code or content reloads the page instead.
 */
import.meta.hot?.on("react-router:hmr", () => location.reload());
